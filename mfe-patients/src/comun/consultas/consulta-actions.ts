import { rolTieneFacultad, type EstadoConsulta, type Rol } from '@registro-lma/shared/domain';
import type { PasoConsulta } from './consultas.resource';

/** The steps the user may take on a query in this state: the centre answers an open one, the monitor closes or reopens. */
export function pasosPermitidos(rol: Rol | undefined, estado: EstadoConsulta): PasoConsulta[] {
  if (rol === undefined) return [];
  const pasos: PasoConsulta[] = [];
  if (estado === 'ABIERTA' && rolTieneFacultad(rol, 'responder_consultas')) pasos.push('respuesta');
  if (rolTieneFacultad(rol, 'gestionar_consultas')) {
    if (estado !== 'CERRADA') pasos.push('cierre');
    if (estado !== 'ABIERTA') pasos.push('reapertura');
  }
  return pasos;
}
