import type { EstadoMuestra, Muestra, Paciente } from '@registro-lma/shared/domain';
import { ENDPOINTS, conClaveEnvio, http } from '@registro-lma/shared/http';

export const MUESTRAS_URL = ENDPOINTS.muestras;

/** `GET /leucemia/api/muestras/{id}`: one sample with its reception. */
export function obtenerMuestra(muestraId: number): Promise<Muestra> {
  return http.get<Muestra>(`${MUESTRAS_URL}/${muestraId}`);
}

/** The patient a sample is registered for (only who may register samples reads it: ADMIN and clinicians). */
export function obtenerPacienteDeMuestra(pacienteId: number): Promise<Paciente> {
  return http.get<Paciente>(`${ENDPOINTS.pacientes}/${pacienteId}`);
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearMuestra(pacienteId: number, datos: Record<string, unknown>, claveEnvio: string): Promise<Muestra> {
  return http.post<Muestra>(MUESTRAS_URL, { paciente_id: pacienteId, datos }, conClaveEnvio(claveEnvio));
}

export function actualizarMuestra(muestraId: number, version: number, datos: Record<string, unknown>): Promise<Muestra> {
  return http.put<Muestra>(`${MUESTRAS_URL}/${muestraId}`, { version, datos });
}

/** `DELETE /leucemia/api/muestras/{id}`: the logical deletion, with the version read and the reason. */
export function eliminarMuestra(muestraId: number, version: number, motivo: string): Promise<null> {
  return http.delete<null>(`${MUESTRAS_URL}/${muestraId}`, { version, motivo });
}

/** A state change with the version read; a shipment (ENVIADA) carries its date and transport. */
export type CambioEstadoMuestra = {
  estado: EstadoMuestra;
  version: number;
  motivo?: string | null;
  fecha_envio?: string | null;
  temperatura_envio?: string | null;
  seguimiento_envio?: string | null;
};

export function cambiarEstadoMuestra(muestraId: number, cambio: CambioEstadoMuestra): Promise<Muestra> {
  return http.put<Muestra>(`${MUESTRAS_URL}/${muestraId}/estado`, cambio);
}

/** Where the «Hoja de envío» PDF of a sample is generated (the server records when). */
export function urlHojaEnvio(muestraId: number): string {
  return `${MUESTRAS_URL}/generar-pdf/${muestraId}`;
}

export function nombreHojaEnvio(muestra: Pick<Muestra, 'codigo_muestra'>): string {
  return `hoja-envio-${muestra.codigo_muestra}.pdf`;
}
