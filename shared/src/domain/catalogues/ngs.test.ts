import { expect, test } from '@jest/globals';
import { CLASIFICACION_VARIANTE, ESTADO_NGS, GEN_NGS, REGION_CEBPA, TIPO_VARIANTE } from './ngs';

test('gen_ngs has 41 genes in alphabetical order plus OTRO', () => {
  expect(GEN_NGS).toHaveLength(42);
  expect(GEN_NGS[0]).toEqual({ codigo: 'ASXL1', etiqueta: 'ASXL1', orden: 1, activo: true });
  const genes = GEN_NGS.slice(0, -1).map((fila) => fila.codigo);
  expect(genes).toEqual([...genes].sort());
  expect(GEN_NGS.at(-1)).toEqual({ codigo: 'OTRO', etiqueta: 'Otro (especificar)', orden: 42, activo: true });
});

test('variant catalogues', () => {
  expect(TIPO_VARIANTE).toHaveLength(10);
  expect(TIPO_VARIANTE[1]?.etiqueta).toBe('Sin sentido / codón de parada (nonsense)');
  expect(CLASIFICACION_VARIANTE.map((fila) => fila.codigo)).toEqual([
    'PATOGENICA',
    'PROBABLEMENTE_PATOGENICA',
    'VUS',
    'PROBABLEMENTE_BENIGNA',
    'BENIGNA',
  ]);
  expect(REGION_CEBPA[0]?.etiqueta).toBe('Dominio de transactivación N-terminal (TAD1/TAD2)');
  expect(ESTADO_NGS.at(-1)).toEqual({ codigo: 'FALLIDO', etiqueta: 'Fallido / no valorable', orden: 3, activo: true });
});
