import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §30 `motivo_no_intensivo` (multi-enum). */
export const MOTIVO_NO_INTENSIVO = crearCatalogo([
  ['EDAD', 'Edad'],
  ['ECOG', 'Estado general (ECOG)'],
  ['COMORBILIDAD', 'Comorbilidad'],
  ['DECISION_PACIENTE', 'Decisión del paciente'],
  ['BIOLOGIA', 'Biología de la enfermedad (p. ej. TP53, cariotipo complejo)'],
  ['ENSAYO', 'Inclusión en ensayo de tratamiento no intensivo'],
  ['OTRO', 'Otro (especificar)'],
]);
