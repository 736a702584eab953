import type {
  EntradaHistorial,
  HospitalSelect,
  Modo,
  Paciente,
  PacienteBusqueda,
  PacienteFormulario,
  Rol,
} from '@registro-lma/shared/domain';
import { ENDPOINTS, conClaveEnvio, http } from '@registro-lma/shared/http';
import { veTodosLosCentros } from './permisos-paciente';

export const PACIENTES_URL = ENDPOINTS.pacientes;

/** The body of `POST /leucemia/api/pacientes`; an edit (`PUT`) adds the version read. */
export type PacienteEnvio = PacienteFormulario & { modo: Modo };

export type CambioEstadoEnvio = { estado: string; estado_motivo: string | null; version: number };

/** The home list: the user's own centres, or every centre for the roles that see them all. */
export function rutaListadoPacientes(rol: Rol | undefined): string {
  return rol !== undefined && veTodosLosCentros(rol) ? `${PACIENTES_URL}/admin` : PACIENTES_URL;
}

export function buscarPorUpn(texto: string): Promise<PacienteBusqueda[]> {
  return http.get<PacienteBusqueda[]>(`${PACIENTES_URL}/select/busqueda/${encodeURIComponent(texto)}`);
}

export function obtenerPaciente(pacienteId: number): Promise<Paciente> {
  return http.get<Paciente>(`${PACIENTES_URL}/${pacienteId}`);
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearPaciente(envio: PacienteEnvio, claveEnvio: string): Promise<Paciente> {
  return http.post<Paciente>(PACIENTES_URL, envio, conClaveEnvio(claveEnvio));
}

export function actualizarPaciente(pacienteId: number, envio: PacienteEnvio & { version: number }): Promise<Paciente> {
  return http.put<Paciente>(`${PACIENTES_URL}/${pacienteId}`, envio);
}

export function cambiarEstadoPaciente(pacienteId: number, cambio: CambioEstadoEnvio): Promise<Paciente> {
  return http.put<Paciente>(`${PACIENTES_URL}/${pacienteId}/estado`, cambio);
}

export function historialPaciente(pacienteId: number): Promise<EntradaHistorial[]> {
  return http.get<EntradaHistorial[]>(`${PACIENTES_URL}/${pacienteId}/historial`);
}

export function listarHospitalesSelect(): Promise<HospitalSelect[]> {
  return http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);
}
