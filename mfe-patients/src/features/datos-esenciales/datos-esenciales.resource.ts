import type { DatosIniciales, GuardadoDatosIniciales } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';

export function obtenerDatosIniciales(pacienteId: number): Promise<DatosIniciales> {
  return http.get<DatosIniciales>(RUTAS_API.datosInicialesPaciente(pacienteId));
}

export function guardarDatosIniciales(pacienteId: number, cuerpo: GuardadoDatosIniciales): Promise<DatosIniciales> {
  return http.put<DatosIniciales>(RUTAS_API.datosInicialesPaciente(pacienteId), cuerpo);
}
