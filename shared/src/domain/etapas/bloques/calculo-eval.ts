import { calcularRespuestaEln2022, type BasalRespuesta, type ResultadoRespuestaEln2022 } from '../../eln2022/respuesta-eln2022';
import type { Registro } from '../../fields/campo';
import { textoDe } from './lectura-valores';
import { sinPrefijo } from './sin-prefijo';

const CAMPOS_INTRODUCIDOS = [
  'eval_fecha',
  'eval_mo_realizada',
  'eval_mo_blastos_pct',
  'eval_mo_valorable',
  'eval_sp_blastos',
  'eval_emd',
  'eval_neutrofilos',
  'eval_plaquetas',
  'eval_respuesta',
];

export const muerteAntesDeEvaluar = (registro: Registro, prefijo: string): boolean =>
  registro[`${prefijo}eval_respuesta`] === 'MUERTE_ANTES_EVALUACION';

/** The block has been started: a hidden block is all empty, a visible one gets its date or response first. */
export function evaluacionIniciada(registro: Registro, prefijo: string): boolean {
  return CAMPOS_INTRODUCIDOS.some((campo) => {
    const valor = registro[`${prefijo}${campo}`];
    return valor !== undefined && valor !== null && valor !== '';
  });
}

/**
 * The ELN 2022 suggestion for the block under `prefijo`. Without EMD at baseline an unanswered `eval_emd` counts as
 * its default NO (data-dictionary §4.1); after a death before the assessment there is nothing to calculate.
 */
export function calculoEval(registro: Registro, prefijo: string, basal: BasalRespuesta): ResultadoRespuestaEln2022 | null {
  if (muerteAntesDeEvaluar(registro, prefijo)) return null;
  const evaluacion = sinPrefijo(registro, prefijo, 'eval_');
  const conEmdPorDefecto = textoDe(evaluacion, 'eval_emd') === null && basal.emd !== true ? { ...evaluacion, eval_emd: 'NO' } : evaluacion;
  return calcularRespuestaEln2022(conEmdPorDefecto, basal);
}
