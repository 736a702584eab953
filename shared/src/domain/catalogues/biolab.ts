import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §3 `biolab` ⚙: the seed rows. */
export const BIOLAB = crearCatalogo([
  ['BIOBANCO_CENTRAL', 'Biobanco central del registro'],
  ['BIOBANCO_NODO_LOCAL', 'Nodo de biobanco del hospital de origen'],
]);

/** A biolab code: the administrator adds and deactivates them (⚙), so any code of the catalogue in force. */
export type CodigoBiolab = string;
