import { expect, test } from '@jest/globals';
import { MENSAJE_SOSPECHA_GERMINAL, MENSAJE_VAF_BAJO_LOD } from './mensajes-muestra';
import { REGLAS_NGS_VARIANTE } from './reglas-muestra-ngs';

const regla = (id: string) => {
  const encontrada = REGLAS_NGS_VARIANTE.find((una) => una.id === id);
  if (encontrada === undefined) throw new Error(`sin regla ${id}`);
  return encontrada;
};

test('los avisos de VAF se leen del texto que se está escribiendo (con coma), no solo tras guardar', () => {
  expect(regla('vaf_bajo_lod').validar({ vaf_pct: '0,5' }, { cabecera: { lod_vaf_pct: '1' } })).toBe(MENSAJE_VAF_BAJO_LOD);
  expect(regla('vaf_bajo_lod').validar({ vaf_pct: 0.5 }, { cabecera: { lod_vaf_pct: 1 } })).toBe(MENSAJE_VAF_BAJO_LOD);
  expect(regla('vaf_bajo_lod').validar({ vaf_pct: '2,5' }, { cabecera: { lod_vaf_pct: '1' } })).toBeNull();
  expect(regla('vaf_bajo_lod').validar({ vaf_pct: '0,' }, { cabecera: { lod_vaf_pct: '1' } })).toBeNull();
  expect(regla('sospecha_germinal').validar({ gen: 'DDX41', vaf_pct: '48,2' }, { cabecera: {} })).toBe(MENSAJE_SOSPECHA_GERMINAL);
  expect(regla('sospecha_germinal').validar({ gen: 'DDX41', vaf_pct: '48,2', sospecha_germinal: 'SI' }, { cabecera: {} })).toBeNull();
});
