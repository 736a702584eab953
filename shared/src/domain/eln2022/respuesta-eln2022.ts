import { buscarFila } from '../catalogues/catalogo-fila';
import { RESPUESTA_ELN2022 } from '../catalogues/respuesta-eln2022';
import type { Registro } from '../fields/campo';
import { codigoDe, numeroDe, registroLegible } from './lectura-diagnostico';
import { alMenos, y } from './tri-estado';

type CodigoRespuesta = (typeof RESPUESTA_ELN2022)[number]['codigo'];

/** Labels of the EVAL block inputs (data-dictionary §4.1), in the block's order. */
const ETIQUETAS_EVAL: Readonly<Record<string, string>> = {
  eval_mo_realizada: '¿Médula ósea en la evaluación?',
  eval_mo_blastos_pct: 'Blastos en médula ósea',
  eval_mo_valorable: 'Médula valorable (≥ 200 células o celularidad ≥ 10 %)',
  eval_sp_blastos: 'Blastos en sangre periférica',
  eval_emd: 'Enfermedad extramedular presente',
  eval_neutrofilos: 'Neutrófilos',
  eval_plaquetas: 'Plaquetas',
};

export type BasalRespuesta = { blastos: number | null; emd: boolean | null };

export type ResultadoRespuestaEln2022 = { respuesta: CodigoRespuesta | null; faltan: string[] };

const sugerir = (respuesta: CodigoRespuesta): ResultadoRespuestaEln2022 => ({ respuesta, faltan: [] });

const faltanDatos = (faltan: string[]): ResultadoRespuestaEln2022 => ({ respuesta: null, faltan });

function siNo(registro: Registro, campo: string): 'SI' | 'NO' | null {
  const codigo = codigoDe(registro, campo);
  return codigo === 'SI' || codigo === 'NO' ? codigo : null;
}

/** Blast percentages compared as exact decimals (data-dictionary §0.1), not binary floats. */
const exacto = (porcentaje: number): number => Math.round(porcentaje * 1e6);

function vacios(campos: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(campos).filter((campo) => campos[campo] === null);
}

function remisionOMlfs(neutrofilos: number, plaquetas: number): CodigoRespuesta {
  if (neutrofilos >= 1 && plaquetas >= 100) return 'RC';
  if (neutrofilos >= 0.5 && plaquetas >= 50) return 'RCH';
  // [interpretación] (eln2022-risk.md §8.2): CRi needs at least one lineage at the CR threshold; otherwise MLFS.
  if (neutrofilos >= 1 || plaquetas >= 100) return 'RCI';
  return 'MLFS';
}

/**
 * `eval_respuesta_calculada` (eln2022-risk.md §8.3) from an EVAL block with unprefixed names and the baseline
 * marrow blasts and extramedullary disease of the line. Null, with the missing fields in block order, when an input
 * the answer depends on is empty: whether marrow was examined and peripheral blasts (both branches need them), the
 * marrow findings, and the counts when they decide between CR categories or PR.
 */
export function calcularRespuestaEln2022(evaluacion: Registro, basal: BasalRespuesta): ResultadoRespuestaEln2022 {
  const registro = registroLegible(evaluacion);
  const medula = siNo(registro, 'eval_mo_realizada');
  const sp = siNo(registro, 'eval_sp_blastos');
  if (medula === 'NO') return sp === null ? faltanDatos(['eval_sp_blastos']) : sugerir(sp === 'SI' ? 'SIN_RESPUESTA' : 'NO_EVALUABLE');
  if (medula === null) return faltanDatos(vacios({ eval_mo_realizada: null, eval_sp_blastos: sp }));
  const b = numeroDe(registro, 'eval_mo_blastos_pct');
  const valorable = siNo(registro, 'eval_mo_valorable');
  const emd = siNo(registro, 'eval_emd');
  if (b === null || valorable === null || sp === null || emd === null) {
    return faltanDatos(vacios({ eval_mo_blastos_pct: b, eval_mo_valorable: valorable, eval_sp_blastos: sp, eval_emd: emd }));
  }
  const neutrofilos = numeroDe(registro, 'eval_neutrofilos');
  const plaquetas = numeroDe(registro, 'eval_plaquetas');
  if (b < 5 && valorable === 'NO' && sp === 'NO') return sugerir('NO_EVALUABLE');
  if (b < 5 && sp === 'NO' && emd === 'NO') {
    if (neutrofilos === null || plaquetas === null) return faltanDatos(vacios({ eval_neutrofilos: neutrofilos, eval_plaquetas: plaquetas }));
    return sugerir(remisionOMlfs(neutrofilos, plaquetas));
  }
  const base = typeof basal === 'object' && basal !== null ? basal : { blastos: null, emd: null };
  const B = typeof base.blastos === 'number' && Number.isFinite(base.blastos) ? base.blastos : null;
  if (B === null) return sugerir('SIN_RESPUESTA');
  if (b >= 5 && b <= 25 && 2 * exacto(b) <= exacto(B)) {
    const recuperacion = y(alMenos(neutrofilos, 1), alMenos(plaquetas, 100));
    if (recuperacion === true) return sugerir('RP');
    if (recuperacion === null) return faltanDatos(vacios({ eval_neutrofilos: neutrofilos, eval_plaquetas: plaquetas }));
  }
  const aumentoBlastos = 2 * exacto(b) > 3 * exacto(B) && (B >= 30 || exacto(b) - exacto(B) >= exacto(15));
  const emdNueva = emd === 'SI' && base.emd === false;
  return sugerir(aumentoBlastos || emdNueva ? 'PROGRESION' : 'SIN_RESPUESTA');
}

const etiquetaRespuesta = (codigo: string): string => buscarFila(RESPUESTA_ELN2022, codigo)?.etiqueta ?? codigo;

/** E of `eval_respuesta_justificacion` (data-dictionary §4.1), with the responses' Spanish labels. */
export function mensajeRespuestaDistinta(sel: string, calc: string): string {
  return `La respuesta seleccionada (${etiquetaRespuesta(sel)}) no coincide con la calculada según ELN 2022 (${etiquetaRespuesta(calc)}). Justifique la diferencia.`;
}

/** Shown when `eval_respuesta_calculada` is null (data-dictionary §4.1). */
export function mensajeFaltanDatosRespuesta(faltan: string[]): string {
  const lista = faltan.map((campo) => (Object.hasOwn(ETIQUETAS_EVAL, campo) ? ETIQUETAS_EVAL[campo] : campo)).join(', ');
  return `Faltan datos para calcular la respuesta: ${lista}.`;
}
