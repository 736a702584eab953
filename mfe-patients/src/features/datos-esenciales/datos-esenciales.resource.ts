import type { DatosIniciales, GuardadoDatosIniciales } from '@registro-lma/shared/domain';
import { http } from '@registro-lma/shared/http';
import { PACIENTES_URL } from '../../comun/pacientes.resource';

const ruta = (pacienteId: number) => `${PACIENTES_URL}/${pacienteId}/datos-iniciales`;

export function obtenerDatosIniciales(pacienteId: number): Promise<DatosIniciales> {
  return http.get<DatosIniciales>(ruta(pacienteId));
}

export function guardarDatosIniciales(pacienteId: number, cuerpo: GuardadoDatosIniciales): Promise<DatosIniciales> {
  return http.put<DatosIniciales>(ruta(pacienteId), cuerpo);
}
