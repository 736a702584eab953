import type { Registro } from '../fields/campo';
import { registroLegible } from './lectura-diagnostico';
import { no, o, y } from './tri-estado';
import { entradasEln2022 } from './variables-eln2022';

/**
 * `cg_complejo` (data-dictionary §3.3, eln2022-risk.md §2.3): CK_RAW ∧ ¬(APL ∨ CBF ∨ T911 ∨ ADV_FUS ∨ OTRA_REC) in
 * Kleene logic, null when unknown. With the partner of a KMT2A rearrangement unresolved (§2.2) exactly one of
 * t(9;11) and the other KMT2A fusions is present, so their disjunction is true although each is unknown.
 */
export function cariotipoComplejo(d: Registro): boolean | null {
  const { apl, otraRecurrente, kmt2aEnlazado, valores: v } = entradasEln2022(registroLegible(d));
  const reordenamientoKmt2a = kmt2aEnlazado ? true : o(v.T911, v.KMT2A_OTRO);
  return y(v.CK_RAW, no(o(apl, v.CBF, reordenamientoKmt2a, v.ADV_FUS_REST, otraRecurrente)));
}

/** `cg_monosomico`: MK_RAW ∧ ¬CBF (the monosomal-karyotype definition does not apply to CBF-AML). */
export function cariotipoMonosomico(d: Registro): boolean | null {
  const { valores: v } = entradasEln2022(registroLegible(d));
  return y(v.MK_RAW, no(v.CBF));
}
