import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §48 `tipo_informe`. */
export const TIPO_INFORME = crearCatalogo([
  ['CMF', 'Citometría de flujo'],
  ['EMR_CMF', 'EMR por citometría'],
  ['CITOGENETICA', 'Citogenética'],
  ['FISH', 'FISH'],
  ['MOLECULAR', 'Biología molecular (PCR)'],
  ['EMR_PCR', 'EMR por qPCR'],
  ['NGS', 'NGS'],
  ['MORFOLOGIA', 'Morfología'],
  ['OTRO', 'Otro (especificar)'],
]);
