import { describe, expect, test } from '@jest/globals';
import { nombreArchivoDescarga, rasgosDescarga } from './nombre-descarga';

const hecha = new Date('2026-11-27T08:05:09Z');

describe('names of two extracts of the same area', () => {
  test('the file name carries area, mode, labels, trial and the date and time it was made', () => {
    expect(nombreArchivoDescarga({ resultado: 'ensayo' }, { seudonimizado: true, incluir_etiquetas: true, ensayo: 'LMA_FLOW' }, hecha, 'zip')).toBe(
      'registro-lma-ensayo-seudonimizada-con-etiquetas-LMA_FLOW-2026-11-27-080509-UTC.zip',
    );
    expect(nombreArchivoDescarga({ resultado: 'diagnostico' }, { seudonimizado: false, incluir_etiquetas: false, ensayo: null }, hecha, 'xlsx')).toBe(
      'registro-lma-diagnostico-identificada-2026-11-27-080509-UTC.xlsx',
    );
  });

  test('the list reads the same options in words', () => {
    expect(rasgosDescarga({ seudonimizado: true, incluir_etiquetas: true, ensayo: 'LMA_FLOW' })).toEqual(['seudonimizada', 'con etiquetas', 'ensayo LMA-FLOW']);
    expect(rasgosDescarga({ seudonimizado: false, incluir_etiquetas: false, ensayo: null })).toEqual(['identificada']);
  });
});
