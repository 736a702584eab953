import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §52 `estado_formulario`: the state of every clinical form record (data-dictionary §0.2). */
export const ESTADO_FORMULARIO = crearCatalogo([
  ['BORRADOR', 'Borrador'],
  ['COMPLETO', 'Completo'],
  ['VALIDADO', 'Validado (bloqueado)'],
]);

export type EstadoFormulario = (typeof ESTADO_FORMULARIO)[number]['codigo'];
