import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §43 `anticoagulante`. */
export const ANTICOAGULANTE = crearCatalogo([
  ['EDTA', 'EDTA (K2/K3)'],
  ['HEPARINA_SODICA', 'Heparina sódica'],
  ['HEPARINA_LITIO', 'Heparina de litio'],
  ['CITRATO', 'Citrato sódico'],
  ['ACD', 'ACD'],
  ['MEDIO_CULTIVO', 'Medio de transporte/cultivo (RPMI)'],
  ['SIN_ANTICOAGULANTE', 'Sin anticoagulante'],
  ['NO_APLICA', 'No aplica (material procesado)'],
]);

export type CodigoAnticoagulante = (typeof ANTICOAGULANTE)[number]['codigo'];
