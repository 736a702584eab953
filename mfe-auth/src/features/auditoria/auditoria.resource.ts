import { hoy, type TablaAuditoria } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { urlWithQuery } from '@registro-lma/shared/ui';

/** Filters of `GET /leucemiaLogs/api/auditoria` and of its export; dates as `YYYY-MM-DD`, empty = no filter. */
export interface FiltrosAuditoria {
  /** The patient's UPN or identifier. */
  readonly paciente: string;
  /** The user's e-mail or identifier. */
  readonly usuario: string;
  readonly desde: string;
  readonly hasta: string;
  /** A code of ACCIONES_AUDITORIA. */
  readonly accion: string;
  /** A table code of `/auditoria/tablas`. */
  readonly tabla: string;
  readonly [name: string]: string;
}

export const SIN_FILTROS: FiltrosAuditoria = { paciente: '', usuario: '', desde: '', hasta: '', accion: '', tabla: '' };

export function listarTablasAuditoria(): Promise<TablaAuditoria[]> {
  return http.get<TablaAuditoria[]>(ENDPOINTS.auditoriaTablas);
}

/** The export of the rows these filters select (all of them, not one page). */
export function urlExportacion(filtros: FiltrosAuditoria): string {
  return urlWithQuery(ENDPOINTS.auditoriaExportar, filtros);
}

/** The name the API gives the file (`auditoria-<day>.csv`): the client saves it under the same one. */
export function nombreExportacion(): string {
  return `auditoria-${hoy()}.csv`;
}
