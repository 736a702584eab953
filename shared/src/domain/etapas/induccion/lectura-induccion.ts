import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { BasalEval } from '../bloques/bloque-eval';
import { numeroDe, textoDe } from '../bloques/lectura-valores';
import type { ContextoEtapa } from '../contexto-etapa';

/** Baseline of the first line (eln2022-risk.md §8.1): marrow blasts and extramedullary disease at diagnosis. */
export function basalInduccion(_registro: Registro, { expediente }: ContextoEtapa): BasalEval {
  const emd = textoDe(expediente.diagnostico, 'emd_diagnostico');
  return { blastos: numeroDe(expediente.diagnostico, 'mo_blastos_pct'), emd: emd === null ? null : emd === 'SI' };
}

/**
 * Start of the last first-line cycle, which consolidation (X09) and maintenance (X11) must follow: cycle 2 when given,
 * else cycle 1; for a non-intensive line, the start of its last cycle when recorded.
 */
export function inicioUltimoCicloInduccion(induccion: Registro | null): string | null {
  if (induccion === null) return null;
  const inicio = fechaDe(induccion, 'ind1_fecha_inicio');
  if (induccion.intencion_tratamiento === 'NO_INTENSIVO') return fechaDe(induccion, 'ind_fecha_ultimo_ciclo') ?? inicio;
  if (induccion.ind2_realizada === 'SI') return fechaDe(induccion, 'ind2_fecha_inicio') ?? inicio;
  return inicio;
}
