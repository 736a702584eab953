import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §29 `sitio_extramedular` (multi-enum). */
export const SITIO_EXTRAMEDULAR = crearCatalogo([
  ['SNC', 'Sistema nervioso central / LCR'],
  ['PIEL', 'Piel'],
  ['ENCIA', 'Encía / mucosa oral'],
  ['GANGLIOS', 'Ganglios linfáticos'],
  ['BAZO_HIGADO', 'Bazo / hígado (infiltración documentada)'],
  ['PARTES_BLANDAS', 'Partes blandas / sarcoma mieloide'],
  ['HUESO', 'Hueso'],
  ['MAMA', 'Mama'],
  ['TESTICULO', 'Testículo'],
  ['OVARIO', 'Ovario'],
  ['PLEURA_PERICARDIO', 'Pleura / pericardio'],
  ['TRACTO_DIGESTIVO', 'Tracto digestivo'],
  ['OJO_ORBITA', 'Ojo / órbita'],
  ['OTRO', 'Otro (especificar)'],
]);
