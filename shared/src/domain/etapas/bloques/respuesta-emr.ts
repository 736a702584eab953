import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { RESPUESTA_ELN2022 } from '../../catalogues/respuesta-eln2022';

const REMISIONES = [
  ['RC', 'RC'],
  ['RCH', 'RCh'],
  ['RCI', 'RCi'],
] as const;

const CALIFICADORES = [
  ['EMR_NEG', 'sin EMR (EMR negativa)'],
  ['EMR_BAJA', 'con EMR positiva de bajo nivel'],
  ['EMR_POS', 'con EMR positiva'],
  ['EMR_NE', 'con EMR no evaluada'],
] as const;

/**
 * Codes of the export-only `eval_respuesta_emr` (eln2022-risk.md §8.4): a composite remission with its MRD
 * suffix (`RC_EMR_NEG`…), any other response as it is. The dictionary names the codes only, so the labels are ours.
 */
export const RESPUESTA_EMR = crearCatalogo([
  ...REMISIONES.flatMap(([codigo, sigla]) =>
    CALIFICADORES.map(([sufijo, texto]) => [`${codigo}_${sufijo}`, `${sigla} ${texto}`] as const),
  ),
  ...RESPUESTA_ELN2022.map((fila) => [fila.codigo, fila.etiqueta] as const),
]);
