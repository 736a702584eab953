import type { Rol } from '../catalogues/rol-usuario';
import type { CambioCampo } from '../paciente/tipos-paciente';
import type { EstadoConsulta, EventoConsulta, OrigenConsulta } from './consulta-definicion';

/** A query as `GET /consultas` lists it: the record (and field) it is about, its state and its version. */
export interface Consulta {
  readonly consulta_id: number;
  readonly paciente_id: number;
  readonly upn: string;
  readonly hospital_id: number;
  readonly formulario: string;
  readonly registro_id: number;
  readonly campo: string | null;
  readonly estado: EstadoConsulta;
  readonly origen: OrigenConsulta;
  readonly regla: string | null;
  readonly version: number;
  readonly creado_por: number | null;
  readonly creado_en: string;
  readonly modificado_en: string;
}

/**
 * One step of a query's thread: who took it and when, and for an answer what its linked correction changed (the
 * query's field, or every field for a whole-record query). The read-only role gets no text and no name (null).
 */
export interface EventoHiloConsulta {
  readonly consulta_evento_id: number;
  readonly tipo: EventoConsulta;
  readonly texto_consulta: string | null;
  readonly auditoria_id: number | null;
  readonly usuario_id: number;
  readonly usuario: { readonly nombre: string; readonly apellidos: string } | null;
  readonly rol: Rol;
  readonly creado_en: string;
  readonly correccion: readonly CambioCampo[];
}

/** `GET /consultas/{id}`: the query with its thread, oldest step first. */
export interface ConsultaDetalle extends Consulta {
  readonly hilo: readonly EventoHiloConsulta[];
}
