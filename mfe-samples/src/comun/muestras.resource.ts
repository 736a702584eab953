import type { CambioEstadoMuestra, Muestra, Paciente } from '@registro-lma/shared/domain';
import { conClaveEnvio, ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** One sample with its reception. */
export function obtenerMuestra(muestraId: number): Promise<Muestra> {
  return http.get<Muestra>(RUTAS_API.muestra(muestraId));
}

/** The patient a sample is registered for (only who may register samples reads it: ADMIN and clinicians). */
export function obtenerPacienteDeMuestra(pacienteId: number): Promise<Paciente> {
  return http.get<Paciente>(RUTAS_API.paciente(pacienteId));
}

/** `claveEnvio`: the submission's Idempotency-Key; a retry of the same submission sends the same one. */
export function crearMuestra(pacienteId: number, datos: Record<string, unknown>, claveEnvio: string): Promise<Muestra> {
  return http.post<Muestra>(ENDPOINTS.muestras, { paciente_id: pacienteId, datos }, conClaveEnvio(claveEnvio));
}

export function actualizarMuestra(muestraId: number, version: number, datos: Record<string, unknown>): Promise<Muestra> {
  return http.put<Muestra>(RUTAS_API.muestra(muestraId), { version, datos });
}

/** The logical deletion, with the version read and the reason. */
export function eliminarMuestra(muestraId: number, version: number, motivo: string): Promise<null> {
  return http.delete<null>(RUTAS_API.muestra(muestraId), { version, motivo });
}

/** A state change with the version read; a shipment (ENVIADA) carries its date and transport. */
export function cambiarEstadoMuestra(muestraId: number, cambio: CambioEstadoMuestra): Promise<Muestra> {
  return http.put<Muestra>(RUTAS_API.estadoMuestra(muestraId), cambio);
}

export function nombreHojaEnvio(muestra: Pick<Muestra, 'codigo_muestra'>): string {
  return `hoja-envio-${muestra.codigo_muestra}.pdf`;
}
