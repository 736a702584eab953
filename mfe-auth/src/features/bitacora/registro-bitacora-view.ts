import type { BitacoraEntrada } from '@registro-lma/shared/domain';

/**
 * One error-log entry as the ADMIN list returns it. `verificado`: usuario and rol came from a valid token; otherwise
 * they are null and the caller's unverified claim is in the `_declarado` fields.
 */
export type RegistroBitacora = BitacoraEntrada & {
  readonly bitacora_id: number;
  readonly verificado: boolean;
  readonly usuario_declarado: string | null;
  readonly rol_declarado: string | null;
};

/** Filters of `GET /leucemiaLogs/api/appBitacora`; dates as `YYYY-MM-DD`, empty = no filter. */
export interface FiltrosBitacora {
  readonly desde: string;
  readonly hasta: string;
  readonly usuario: string;
  readonly url: string;
  readonly [name: string]: string;
}

export const SIN_FILTROS: FiltrosBitacora = { desde: '', hasta: '', usuario: '', url: '' };

/** The request as readable text: indented JSON when it is JSON, as stored otherwise. */
export function peticionLegible(request: string): string {
  try {
    return JSON.stringify(JSON.parse(request), null, 2);
  } catch {
    return request;
  }
}
