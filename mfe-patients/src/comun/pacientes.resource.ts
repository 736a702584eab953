import type {
  CAMPO_VERSION,
  CAMPOS_ESTADO_PACIENTE,
  EntradaHistorial,
  HospitalSelect,
  Modo,
  Paciente,
  PacienteBusqueda,
  PacienteFormulario,
  RegistroDe,
  Rol,
} from '@registro-lma/shared/domain';
import { conClaveEnvio, ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';
import { veTodosLosCentros } from './paciente-policy';

/** The body of `POST /leucemia/api/pacientes`; an edit (`PUT`) adds the version read. */
export type PacienteEnvio = PacienteFormulario & { modo: Modo };

export type CambioEstadoEnvio = RegistroDe<readonly [...typeof CAMPOS_ESTADO_PACIENTE, typeof CAMPO_VERSION]>;

/** The home list: the user's own centres, or every centre for the roles that see them all. */
export function rutaListadoPacientes(rol: Rol | undefined): string {
  return rol !== undefined && veTodosLosCentros(rol) ? RUTAS_API.pacientesAdmin() : ENDPOINTS.pacientes;
}

export function buscarPorUpn(texto: string): Promise<PacienteBusqueda[]> {
  return http.get<PacienteBusqueda[]>(RUTAS_API.busquedaPacientes(texto));
}

export function obtenerPaciente(pacienteId: number): Promise<Paciente> {
  return http.get<Paciente>(RUTAS_API.paciente(pacienteId));
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearPaciente(envio: PacienteEnvio, claveEnvio: string): Promise<Paciente> {
  return http.post<Paciente>(ENDPOINTS.pacientes, envio, conClaveEnvio(claveEnvio));
}

export function actualizarPaciente(pacienteId: number, envio: PacienteEnvio & { version: number }): Promise<Paciente> {
  return http.put<Paciente>(RUTAS_API.paciente(pacienteId), envio);
}

export function cambiarEstadoPaciente(pacienteId: number, cambio: CambioEstadoEnvio): Promise<Paciente> {
  return http.put<Paciente>(RUTAS_API.estadoPaciente(pacienteId), cambio);
}

export function historialPaciente(pacienteId: number): Promise<EntradaHistorial[]> {
  return http.get<EntradaHistorial[]>(RUTAS_API.historialPaciente(pacienteId));
}

export function listarHospitalesSelect(): Promise<HospitalSelect[]> {
  return http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);
}
