import type { EMR_ESTADO } from '../catalogues/emr';
import type { Registro } from '../fields/campo';
import { codigoDe, numeroDe, registroLegible } from './lectura-diagnostico';

export type EstadoEmr = (typeof EMR_ESTADO)[number]['codigo'];

/** ELN MRD 2021: qPCR MRD ≥ 2 % (copies target/ABL1 ×100) is not low level. */
const UMBRAL_QPCR_PCT = 2;

type ResultadoQpcr = 'NEGATIVA' | 'POSITIVA_BAJA' | 'POSITIVA';

/**
 * One specific qPCR target, or null when it was not studied. A positive result without its ratio is not shown to be
 * low level, so it counts as POSITIVA.
 */
function qpcr(resultado: string | null, ratio: number | null): ResultadoQpcr | null {
  if (resultado === 'NEGATIVA') return 'NEGATIVA';
  if (resultado !== 'POSITIVA') return null;
  return ratio !== null && ratio < UMBRAL_QPCR_PCT ? 'POSITIVA_BAJA' : 'POSITIVA';
}

const GRAVEDAD: readonly ResultadoQpcr[] = ['NEGATIVA', 'POSITIVA_BAJA', 'POSITIVA'];

/**
 * `emr_estado` (eln2022-risk.md §8.4) from an EMR block with unprefixed names. A specific qPCR target has priority
 * (WT1 overexpression is not used for the ELN qualifier); with two targets the higher level counts; MFC POSITIVA
 * (≥ 0.1 %) always makes it positive.
 */
export function calcularEstadoEmr(emr: Registro): EstadoEmr {
  const registro = registroLegible(emr);
  const cmf = codigoDe(registro, 'emr_cmf_resultado');
  const dianaOtra = codigoDe(registro, 'emr_pcr_otra_diana');
  const dianas = [
    qpcr(codigoDe(registro, 'emr_npm1_resultado'), numeroDe(registro, 'emr_npm1_ratio_pct')),
    dianaOtra === 'WT1' ? null : qpcr(codigoDe(registro, 'emr_pcr_otra_resultado'), numeroDe(registro, 'emr_pcr_otra_ratio_pct')),
  ].filter((resultado): resultado is ResultadoQpcr => resultado !== null);
  if (dianas.length > 0) {
    const peor = dianas.reduce((a, b) => (GRAVEDAD.indexOf(b) > GRAVEDAD.indexOf(a) ? b : a));
    return cmf === 'POSITIVA' ? 'POSITIVA' : peor;
  }
  if (cmf === 'POSITIVA') return 'POSITIVA';
  return cmf === 'NEGATIVA' || cmf === 'POSITIVA_BAJO_UMBRAL' ? 'NEGATIVA' : 'NO_EVALUADA';
}

const SUFIJO: Readonly<Record<EstadoEmr, string>> = {
  NEGATIVA: '_EMR_NEG',
  POSITIVA_BAJA: '_EMR_BAJA',
  POSITIVA: '_EMR_POS',
  NO_EVALUADA: '_EMR_NE',
};

/**
 * `eval_respuesta_emr` (§8.4): a composite remission with the suffix of its MRD state (an unknown state counts as
 * not evaluated); any other response unchanged.
 */
export function respuestaConEmr(respuesta: string | null, estadoEmr: string): string | null {
  if (respuesta !== 'RC' && respuesta !== 'RCH' && respuesta !== 'RCI') return respuesta;
  const sufijo = Object.hasOwn(SUFIJO, estadoEmr) ? SUFIJO[estadoEmr as EstadoEmr] : SUFIJO.NO_EVALUADA;
  return `${respuesta}${sufijo}`;
}
