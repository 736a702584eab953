import type { RespuestaMutaciones } from '@registro-lma/shared/domain';

/** Three genes over four columns of 40 patients: NPM1 in 30, FLT3 (10 with several types) in 15, TP53 studied in 35. */
export const MUTACIONES: RespuestaMutaciones = {
  incluye_vus: false,
  pacientes: 40,
  genes: [
    { gen: 'NPM1', mutados: 30, estudiados: 40, frecuencia: 0.75, vaf: { n: 30, minimo: 20, q1: 30, mediana: 37.5, q3: 42, maximo: 48 } },
    { gen: 'FLT3', mutados: 12, estudiados: 40, frecuencia: 0.3, vaf: { n: 14, minimo: 2, q1: 8, mediana: 15, q3: 22, maximo: 40 } },
    { gen: 'TP53', mutados: '<5', estudiados: 30, frecuencia: null, vaf: null },
  ],
  oncoprint: {
    genes: ['NPM1', 'FLT3', 'TP53'],
    columnas: [
      { celdas: ['FRAMESHIFT', 'MULTIPLE', ''], pacientes: 10 },
      { celdas: ['FRAMESHIFT', 'ITD', null], pacientes: 5 },
      { celdas: ['FRAMESHIFT', '', ''], pacientes: 15 },
      { celdas: ['', '', 'MISSENSE'], pacientes: 10 },
    ],
  },
  pares: [
    { gen_a: 'NPM1', gen_b: 'FLT3', ambos: 10, solo_a: 20, solo_b: 2, ninguno: 8, log2_or: 1, p: 0.0004, q: 0.0012, tendencia: 'COOCURRENCIA' },
    { gen_a: 'NPM1', gen_b: 'TP53', ambos: '<5', solo_a: 29, solo_b: '<5', ninguno: 8, log2_or: null, p: null, q: null, tendencia: 'EXCLUSION' },
  ],
  prueba_pares: 'fisher_bilateral',
  calculado_en: '2026-11-24T09:05:00.000Z',
};
