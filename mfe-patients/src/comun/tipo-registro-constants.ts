import { crearCatalogo } from '@registro-lma/shared/domain';

/** Labels of the computed `tipo_registro` (data-dictionary §3.1), which the domain keeps as a type only. */
export const TIPO_REGISTRO = crearCatalogo([
  ['PROSPECTIVO', 'Prospectivo'],
  ['RETROSPECTIVO', 'Retrospectivo'],
]);
