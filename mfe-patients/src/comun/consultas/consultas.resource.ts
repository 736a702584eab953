import type { Consulta, ConsultaDetalle, EstadoConsulta } from '@registro-lma/shared/domain';
import type { PagedResult } from '@registro-lma/shared/ui';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** The API's largest page: a patient's queries fit in it. */
const TAMANO_MAXIMO = 200;

/** Where a new query points: a record, and one of its fields or (null) the whole record. */
export interface DestinoConsulta {
  readonly paciente_id: number;
  readonly formulario: string;
  readonly registro_id: number;
  readonly campo: string | null;
}

export async function listarConsultasPaciente(pacienteId: number): Promise<readonly Consulta[]> {
  const pagina = await http.get<PagedResult<Consulta>>(`${ENDPOINTS.consultas}?paciente_id=${pacienteId}&tamano=${TAMANO_MAXIMO}`);
  return pagina.items;
}

/** The queries in one state within the user's reach, the last changed first (the first page). */
export async function listarConsultasEnEstado(estado: EstadoConsulta, tamano: number): Promise<PagedResult<Consulta>> {
  return http.get<PagedResult<Consulta>>(`${ENDPOINTS.consultas}?estado=${estado}&tamano=${tamano}`);
}

export function leerConsulta(consultaId: number): Promise<ConsultaDetalle> {
  return http.get<ConsultaDetalle>(RUTAS_API.consulta(consultaId));
}

export function abrirConsulta(destino: DestinoConsulta, texto: string): Promise<ConsultaDetalle> {
  return http.post<ConsultaDetalle>(ENDPOINTS.consultas, { ...destino, texto_consulta: texto });
}

const RUTAS_PASOS = { respuesta: RUTAS_API.respuestaConsulta, cierre: RUTAS_API.cierreConsulta, reapertura: RUTAS_API.reaperturaConsulta };

/** The steps after the opening; each sends the version read (409 when someone else moved the query first). */
export type PasoConsulta = keyof typeof RUTAS_PASOS;

export function avanzarConsulta(consulta: Pick<ConsultaDetalle, 'consulta_id' | 'version'>, paso: PasoConsulta, texto: string | null): Promise<ConsultaDetalle> {
  return http.post<ConsultaDetalle>(RUTAS_PASOS[paso](consulta.consulta_id), { version: consulta.version, texto_consulta: texto });
}
