import type { ExpedientePaciente } from './contexto-etapa';
import type { EtapaId } from './definicion-etapa';
import {
  MENSAJE_CONSOLIDACION_SIN_INTENSIVO,
  MENSAJE_REGISTRE_DIAGNOSTICO,
  MENSAJE_REGISTRE_INDUCCION,
  MENSAJE_REGISTRE_RESCATE_1,
} from './mensajes-etapa';

/**
 * data-dictionary §1 «available when»: why a stage cannot get its first record yet, or null. Ordering among stages 5–11
 * is chronological and the dates' rules (§6) enforce it; this only checks the records a stage builds on.
 */
export function motivoEtapaNoDisponible(etapa: EtapaId, expediente: ExpedientePaciente): string | null {
  switch (etapa) {
    case 'diagnostico':
    case 'muerte':
      return null;
    case 'induccion':
    case 'seguimiento':
      return expediente.diagnostico === null ? MENSAJE_REGISTRE_DIAGNOSTICO : null;
    case 'consolidacion':
      if (expediente.induccion === null) return MENSAJE_REGISTRE_INDUCCION;
      return expediente.induccion.intencion_tratamiento === 'INTENSIVO' ? null : MENSAJE_CONSOLIDACION_SIN_INTENSIVO;
    case 'post_consolidacion':
    case 'trasplante':
    case 'recaida':
    case 'rec_res_1':
      return expediente.induccion === null ? MENSAJE_REGISTRE_INDUCCION : null;
    case 'rec_res_2':
      return expediente.rec_res.some((linea) => linea.rr_linea === 1) ? null : MENSAJE_REGISTRE_RESCATE_1;
  }
}
