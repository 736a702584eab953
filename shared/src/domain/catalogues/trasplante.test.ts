import { expect, test } from '@jest/globals';
import { EICH_AGUDA_GRADO, HLA_COMPATIBILIDAD, PROFILAXIS_EICH, RESPUESTA_PRE_TPH, SEROLOGIA_CMV } from './trasplante';

test('respuesta_pre_tph is RC, RCH and RCI with the §40 labels', () => {
  expect(RESPUESTA_PRE_TPH).toEqual([
    { codigo: 'RC', etiqueta: 'Remisión completa (RC)', orden: 1, activo: true },
    { codigo: 'RCH', etiqueta: 'RC con recuperación hematológica parcial (RCh)', orden: 2, activo: true },
    { codigo: 'RCI', etiqueta: 'RC con recuperación hematológica incompleta (RCi)', orden: 3, activo: true },
  ]);
});

test('hla_compatibilidad goes from 10/10 to not applicable', () => {
  expect(HLA_COMPATIBILIDAD).toHaveLength(8);
  expect(HLA_COMPATIBILIDAD[0]).toEqual({
    codigo: 'COMPATIBLE_10_10',
    etiqueta: 'Compatible 10/10 (A, B, C, DRB1, DQB1)',
    orden: 1,
    activo: true,
  });
  expect(HLA_COMPATIBILIDAD[2]?.etiqueta).toBe('≤ 8/10');
  expect(HLA_COMPATIBILIDAD.at(-1)?.codigo).toBe('NO_APLICA');
});

test('profilaxis_eich ends with NINGUNA; CMV serology uses true minus signs', () => {
  expect(PROFILAXIS_EICH).toHaveLength(11);
  expect(PROFILAXIS_EICH.at(-1)).toEqual({ codigo: 'NINGUNA', etiqueta: 'Ninguna', orden: 11, activo: true });
  expect(PROFILAXIS_EICH.find((fila) => fila.codigo === 'CY_POST')?.etiqueta).toBe('Ciclofosfamida post-trasplante');
  expect(SEROLOGIA_CMV.map((fila) => fila.etiqueta)).toEqual(['D+/R+', 'D+/R−', 'D−/R+', 'D−/R−', 'Desconocida']);
});

test('eich_aguda_grado uses the MAGIC grades', () => {
  expect(EICH_AGUDA_GRADO.map((fila) => [fila.codigo, fila.etiqueta])).toEqual([
    ['0', 'Grado 0'],
    ['I', 'Grado I'],
    ['II', 'Grado II'],
    ['III', 'Grado III'],
    ['IV', 'Grado IV'],
  ]);
});
