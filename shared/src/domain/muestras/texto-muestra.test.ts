import { expect, test } from '@jest/globals';
import { CATALOGOS_SEMILLA } from '../catalogues/catalogos-vigentes';
import { catalogosDeMuestra } from './momentos-ensayo';
import { textoMaterialMuestra, textoMomentoMuestra } from './texto-muestra';

const fila = (codigo: string, etiqueta: string, activo = true) => ({ codigo, etiqueta, orden: 1, activo });

test('el momento de una muestra: el general, su texto «otro», o el ensayo y su momento según los catálogos vigentes', () => {
  expect(textoMomentoMuestra({ es_ensayo: false, momento: 'DIAG' })).toBe('Diagnóstico');
  expect(textoMomentoMuestra({ es_ensayo: false, momento: 'OTRO', momento_otro: 'Control a los 6 meses' })).toBe('Control a los 6 meses');
  const vigentes = { ...CATALOGOS_SEMILLA, ensayo: [fila('ENSAYO_NUEVO', 'Ensayo nuevo')], momento_muestra_ensayo_nuevo: [fila('CRIBADO', 'Cribado', false)] };
  expect(textoMomentoMuestra({ es_ensayo: true, ensayo: 'ENSAYO_NUEVO', momento_ensayo: 'CRIBADO' }, vigentes)).toBe('Ensayo nuevo · Cribado');
  expect(textoMomentoMuestra({ es_ensayo: true, ensayo: 'ENSAYO_NUEVO', momento_ensayo: 'CRIBADO' })).toBe('ENSAYO_NUEVO · CRIBADO');
  expect(textoMomentoMuestra({ es_ensayo: true, ensayo: null, momento_ensayo: null })).toBe('— · —');
});

test('el material: su etiqueta o su texto «otro»', () => {
  expect(textoMaterialMuestra({ material: 'MO_ASPIRADO' })).toBe('Médula ósea (aspirado)');
  expect(textoMaterialMuestra({ material: 'OTRO', material_otro: 'Líquido pleural' })).toBe('Líquido pleural');
});

test('los catálogos de una muestra: laboratorios, financiación, ensayos y la lista propia de cada ensayo, una vez', () => {
  expect(catalogosDeMuestra([])).toEqual(['laboratorio', 'laboratorio_economico', 'ensayo']);
  expect(catalogosDeMuestra(['LMA_FLOW', 'NINGUNO', 'OTRO', 'LMA_FLOW', null, 'ENSAYO_NUEVO'])).toEqual([
    'laboratorio',
    'laboratorio_economico',
    'ensayo',
    'momento_muestra_lma_flow',
    'momento_muestra_ensayo_nuevo',
  ]);
});
