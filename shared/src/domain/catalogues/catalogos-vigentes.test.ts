import { expect, test } from '@jest/globals';
import { CATALOGOS_CONFIGURABLES } from './catalogos';
import { CATALOGOS_EDITABLES, CATALOGOS_SEMILLA, camposExtraDe, catalogoMomentosDe, ensayoDeCatalogoMomentos, filasVigentes, mensajeCodigoEnUso } from './catalogos-vigentes';
import { ENSAYO } from './ensayo';
import { MOMENTO_MUESTRA } from './momento-muestra';

test('a trial’s moment list is derived from its code exactly as the seed names it', () => {
  for (const fila of ENSAYO) expect(catalogoMomentosDe(fila.codigo)).toBe(fila.catalogo_momentos);
  expect(catalogoMomentosDe('NUEVO_EC')).toBe('momento_muestra_nuevo_ec');
  expect(ensayoDeCatalogoMomentos('momento_muestra_nuevo_ec')).toBe('NUEVO_EC');
  expect(ensayoDeCatalogoMomentos('momento_muestra')).toBeNull();
  expect(ensayoDeCatalogoMomentos('laboratorio')).toBeNull();
});

test('the seed holds every ⚙ catalogue; the general moment list stays the release one', () => {
  expect(Object.keys(CATALOGOS_SEMILLA).sort()).toEqual([...CATALOGOS_CONFIGURABLES].sort());
  expect(CATALOGOS_EDITABLES.every((id) => id in CATALOGOS_SEMILLA)).toBe(true);
  expect(filasVigentes({}, 'momento_muestra')).toBe(MOMENTO_MUESTRA);
  expect(filasVigentes({}, 'laboratorio')).toEqual([]);
});

test('each seed row’s own columns are the catalogue’s descriptors (what the migration seeds and the form edits)', () => {
  expect(camposExtraDe('laboratorio').map((campo) => campo.name)).toEqual(['tecnicas', 'hospital_codigo', 'ciudad', 'direccion', 'telefono', 'email_recepcion']);
  expect(camposExtraDe('momento_muestra_pevolam').map((campo) => campo.name)).toEqual(['ventana', 'momento_general']);
  expect(camposExtraDe('desconocido')).toEqual([]);
  const pevolam = CATALOGOS_SEMILLA.ensayo?.find((fila) => fila.codigo === 'PEVOLAM');
  expect(pevolam?.nct).toBe('NCT04090736');
});

test('the refusal to delete a code in use names it', () => {
  expect(mensajeCodigoEnUso('LAB_LOCAL')).toBe('El código LAB_LOCAL está en uso; solo puede desactivarse.');
});
