import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §46 `condicion_recepcion` (multi-enum; CORRECTA exclusive). */
export const CONDICION_RECEPCION = crearCatalogo([
  ['CORRECTA', 'Correcta'],
  ['HEMOLIZADA', 'Hemolizada'],
  ['COAGULADA', 'Coagulada'],
  ['VOLUMEN_INSUFICIENTE', 'Volumen insuficiente'],
  ['FUERA_DE_PLAZO', 'Fuera de plazo de estabilidad (> 48 h desde extracción)'],
  ['TEMPERATURA_INADECUADA', 'Temperatura inadecuada'],
  ['TUBO_ROTO', 'Tubo roto / derramado'],
  ['IDENTIFICACION_INCORRECTA', 'Identificación incorrecta o ausente'],
  ['ANTICOAGULANTE_INCORRECTO', 'Anticoagulante inadecuado para el estudio'],
  ['SIN_FORMULARIO', 'Sin hoja de petición'],
  ['OTRA', 'Otra (especificar)'],
]);
