import type { Registro } from '../fields/campo';
import { codigoDe, numeroDe } from './lectura-diagnostico';
import { cariotipoDisponible } from './lesiones-eln2022';
import { GENES_MR, type VariableEln2022 } from './variables-eln2022';

const CAMPOS_CK = ['cg_n_anomalias', 'cg_n_trisomias_polisomias', 'cg_n_estructurales'];
const CAMPOS_MK = ['cg_n_monosomias_autosomicas', 'cg_n_estructurales'];
const RECUENTOS = ['cg_n_anomalias', 'cg_n_monosomias_autosomicas', 'cg_n_trisomias_polisomias', 'cg_n_estructurales'];

/**
 * CK_RAW/MK_RAW are reported as `cg_resultado` (§4.2), which is what is missing when there is no karyotype. With a
 * karyotype they can only be unknown because its counts are still empty: those are the fields to complete.
 */
function camposRecuentos(diagnostico: Registro, relevantes: ReadonlySet<VariableEln2022>): string[] {
  if (!cariotipoDisponible(diagnostico)) return ['cg_resultado'];
  const implicados = [...(relevantes.has('CK_RAW') ? CAMPOS_CK : []), ...(relevantes.has('MK_RAW') ? CAMPOS_MK : [])];
  return RECUENTOS.filter((campo) => implicados.includes(campo) && numeroDe(diagnostico, campo) === null);
}

/** §4.2 table, in its order: the fields reported for each relevant variable. */
function camposDe(diagnostico: Registro, relevantes: ReadonlySet<VariableEln2022>): string[] {
  const campos: string[] = [];
  if (relevantes.has('CBF')) campos.push('cg_resultado', 'rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11');
  if (relevantes.has('T911') || relevantes.has('KMT2A_OTRO')) campos.push('cg_resultado', 'rtpcr_kmt2a_mllt3');
  if (relevantes.has('ADV_FUS_REST') || relevantes.has('ADV_NUM')) campos.push('cg_resultado');
  if (relevantes.has('CK_RAW') || relevantes.has('MK_RAW')) campos.push(...camposRecuentos(diagnostico, relevantes));
  if (relevantes.has('TP53')) campos.push(codigoDe(diagnostico, 'tp53') === 'MUTADO' ? 'tp53_vaf_pct' : 'tp53');
  if (relevantes.has('NPM1')) campos.push('npm1');
  if (relevantes.has('ITD')) campos.push('flt3_itd');
  if (relevantes.has('CEBPA')) campos.push('cebpa');
  if (relevantes.has('MR')) {
    campos.push(...GENES_MR.filter((gen) => !['MUTADO', 'NO_MUTADO'].includes(codigoDe(diagnostico, gen) ?? '')));
  }
  return campos;
}

/** `riesgo_global_faltan` as a list: the fields to complete, in the order of §4.2 and without repetitions. */
export function camposFaltanEln2022(diagnostico: Registro, relevantes: ReadonlySet<VariableEln2022>): string[] {
  return [...new Set(camposDe(diagnostico, relevantes))];
}
