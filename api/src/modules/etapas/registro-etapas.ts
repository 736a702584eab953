import {
  ETAPA_CONSOLIDACION,
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_MUERTE,
  ETAPA_POST_CONSOLIDACION,
  ETAPA_REC_RES_1,
  ETAPA_REC_RES_2,
  ETAPA_RECAIDA,
  ETAPA_SEGUIMIENTO,
  ETAPA_TRASPLANTE,
  type EtapaId,
} from '@registro-lma/shared/domain';
import {
  consolidacion,
  diagnostico,
  diagnosticoFish,
  induccion,
  muerte,
  postConsolidacion,
  recaida,
  recRes,
  seguimiento,
  trasplante,
} from '../../db/schema';
import type { TablasEtapa } from './tablas-etapa';

/** Every stage with its tables, by stage id (both rescue lines share `rec_res`). */
export const TABLAS_ETAPAS: Readonly<Record<EtapaId, TablasEtapa>> = {
  diagnostico: { etapa: ETAPA_DIAGNOSTICO, tabla: diagnostico, subtabla: diagnosticoFish },
  induccion: { etapa: ETAPA_INDUCCION, tabla: induccion, subtabla: null },
  consolidacion: { etapa: ETAPA_CONSOLIDACION, tabla: consolidacion, subtabla: null },
  post_consolidacion: { etapa: ETAPA_POST_CONSOLIDACION, tabla: postConsolidacion, subtabla: null },
  trasplante: { etapa: ETAPA_TRASPLANTE, tabla: trasplante, subtabla: null },
  seguimiento: { etapa: ETAPA_SEGUIMIENTO, tabla: seguimiento, subtabla: null },
  recaida: { etapa: ETAPA_RECAIDA, tabla: recaida, subtabla: null },
  rec_res_1: { etapa: ETAPA_REC_RES_1, tabla: recRes, subtabla: null },
  rec_res_2: { etapa: ETAPA_REC_RES_2, tabla: recRes, subtabla: null },
  muerte: { etapa: ETAPA_MUERTE, tabla: muerte, subtabla: null },
};

/** The rescue line a rescue stage holds (`rr_linea`), null for every other stage. */
export function lineaDeRescate(id: EtapaId): 1 | 2 | null {
  if (id === 'rec_res_1') return 1;
  return id === 'rec_res_2' ? 2 : null;
}
