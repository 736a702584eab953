import { expect, test } from '@jest/globals';
import { ANTICOAGULANTE } from './anticoagulante';
import { MATERIAL_MUESTRA } from './material-muestra';

test('material_muestra has 13 materials with their default anticoagulant', () => {
  expect(MATERIAL_MUESTRA).toHaveLength(13);
  expect(MATERIAL_MUESTRA[0]).toEqual({
    codigo: 'MO_ASPIRADO',
    etiqueta: 'Médula ósea (aspirado)',
    orden: 1,
    activo: true,
    anticoagulante_defecto: 'EDTA',
  });
  expect(MATERIAL_MUESTRA[2]).toMatchObject({ codigo: 'MO_BIOPSIA', anticoagulante_defecto: 'SIN_ANTICOAGULANTE', nota: 'fijador' });
  expect(MATERIAL_MUESTRA.at(-1)).toMatchObject({ codigo: 'OTRO', anticoagulante_defecto: null });
});

test('every default anticoagulant exists', () => {
  const anticoagulantes = ANTICOAGULANTE.map((fila) => fila.codigo as string);
  for (const fila of MATERIAL_MUESTRA) {
    if (fila.anticoagulante_defecto !== null) expect(anticoagulantes).toContain(fila.anticoagulante_defecto);
  }
  expect(ANTICOAGULANTE.at(-1)).toEqual({ codigo: 'NO_APLICA', etiqueta: 'No aplica (material procesado)', orden: 8, activo: true });
});
