import type { DefinicionEtapa, GuardadoEtapa, MuestraNgs, RegistroEtapa } from '@registro-lma/shared/domain';
import { conClaveEnvio, http, HttpError, RUTAS_API } from '@registro-lma/shared/http';

type EtapaRuta = Pick<DefinicionEtapa, 'rutaApi' | 'cardinalidad'>;

/** A path of a stage's record: the row's for a repeatable stage, the stage's for a one-per-patient one (no row id in it). */
function rutaRegistro(deEtapa: (pacienteId: number, rutaApi: string) => string, deFila: (pacienteId: number, rutaApi: string, filaId: number) => string) {
  return (pacienteId: number, etapa: EtapaRuta, registroId: number | null = null): string =>
    etapa.cardinalidad === 'filas' && registroId !== null ? deFila(pacienteId, etapa.rutaApi, registroId) : deEtapa(pacienteId, etapa.rutaApi);
}

const rutaEtapa = rutaRegistro(RUTAS_API.etapaPaciente, RUTAS_API.filaEtapaPaciente);
const rutaValidacion = rutaRegistro(RUTAS_API.validarEtapa, RUTAS_API.validarFilaEtapa);
const rutaDesbloqueo = rutaRegistro(RUTAS_API.desbloquearEtapa, RUTAS_API.desbloquearFilaEtapa);

/** The stage's records in order: none while it has not started (the API answers 404, which is not a failure). */
export async function obtenerRegistrosEtapa(pacienteId: number, etapa: EtapaRuta): Promise<readonly RegistroEtapa[]> {
  try {
    const respuesta = await http.get<RegistroEtapa | RegistroEtapa[]>(rutaEtapa(pacienteId, etapa));
    return Array.isArray(respuesta) ? respuesta : [respuesta];
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
}

/**
 * A new row of a repeatable stage is POSTed with its submission's Idempotency-Key (`claveEnvio`); anything else (a
 * new one-per-patient record too) is PUT, which the version check already makes safe to repeat.
 */
export function guardarRegistroEtapa(
  pacienteId: number,
  etapa: EtapaRuta,
  registroId: number | null,
  guardado: GuardadoEtapa,
  claveEnvio: string,
): Promise<RegistroEtapa> {
  const ruta = rutaEtapa(pacienteId, etapa, registroId);
  return etapa.cardinalidad === 'filas' && registroId === null
    ? http.post<RegistroEtapa>(ruta, guardado, conClaveEnvio(claveEnvio))
    : http.put<RegistroEtapa>(ruta, guardado);
}

export function validarRegistroEtapa(pacienteId: number, etapa: EtapaRuta, registroId: number, version: number): Promise<RegistroEtapa> {
  return http.post<RegistroEtapa>(rutaValidacion(pacienteId, etapa, registroId), { version });
}

export function desbloquearRegistroEtapa(pacienteId: number, etapa: EtapaRuta, registroId: number, version: number, motivo: string): Promise<RegistroEtapa> {
  return http.post<RegistroEtapa>(rutaDesbloqueo(pacienteId, etapa, registroId), { version, motivo });
}

export async function eliminarRegistroEtapa(pacienteId: number, etapa: EtapaRuta, registroId: number, version: number, motivo: string): Promise<void> {
  await http.delete(rutaEtapa(pacienteId, etapa, registroId), { version, motivo });
}

/** The patient's NGS results (`GET /pacientes/{id}/muestra-ngs`) when the screen has a field that links one; else none. */
export function obtenerResultadosNgs(pacienteId: number, conCampoNgs: boolean): Promise<readonly MuestraNgs[]> {
  return conCampoNgs ? http.get<MuestraNgs[]>(RUTAS_API.muestraNgsPaciente(pacienteId)) : Promise.resolve([]);
}
