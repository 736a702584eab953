import type { CodigoMomentoMuestra } from '../catalogues/momento-muestra';

/**
 * The moment (§1.1, a trial moment read as its `momento_general`) an NGS result must have to be linked by a reference
 * field: the diagnosis' `ngs_id` takes the patient's diagnosis results (data-dictionary §3.3); a field not listed
 * takes any of the patient's results.
 */
const MOMENTO_NGS_DE_CAMPO: Readonly<Record<string, CodigoMomentoMuestra>> = { ngs_id: 'DIAG' };

/** Whether a result of this (general) moment may be linked by the field `campo`. */
export function ngsAdmitidoEnCampo(campo: string, momento: string | null): boolean {
  const exigido = MOMENTO_NGS_DE_CAMPO[campo];
  return exigido === undefined || momento === exigido;
}
