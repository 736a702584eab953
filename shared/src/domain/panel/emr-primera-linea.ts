import { EMR_ESTADO } from '../catalogues/emr';
import { ETAPA_INDUCCION } from '../etapas/induccion/etapa-induccion';

/**
 * The MRD states of the first line (data-dictionary §4.2, eln2022-risk.md §8.4): after cycles 1 and 2 and, in a
 * non-intensive line, at the best response: the induction's computed `*emr_estado` values.
 */
export const CAMPOS_EMR_PRIMERA_LINEA: readonly string[] = ETAPA_INDUCCION.calculados.map((campo) => campo.name).filter((nombre) => nombre.endsWith('emr_estado'));

/** An assessment with a result: negative, low-level positive or positive (not «No evaluada»). */
export const EMR_VALORADA: readonly string[] = EMR_ESTADO.map((fila) => fila.codigo).filter((codigo) => codigo !== 'NO_EVALUADA');

/** The state the panel counts as MRD negativity. */
export const EMR_NEGATIVA = 'NEGATIVA';
