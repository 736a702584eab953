import { buscarFila } from '../catalogues/catalogo-fila';
import { ESTADO_PACIENTE, type EstadoPaciente } from '../catalogues/estado-paciente';
import { mensajeEstadoSinNuevosDatos } from './mensajes-paciente';

/** States in which a patient accepts no new data, clinical, sample or biobank (data-dictionary §1, X37). */
export const ESTADOS_SIN_NUEVOS_DATOS: readonly EstadoPaciente[] = ['RETIRADO', 'EXCLUIDO'];

/** G18 with the state's label when the patient accepts no new data, else null. */
export function bloqueoPorEstado(estado: EstadoPaciente): string | null {
  if (!ESTADOS_SIN_NUEVOS_DATOS.includes(estado)) return null;
  return mensajeEstadoSinNuevosDatos(buscarFila(ESTADO_PACIENTE, estado)?.etiqueta ?? estado);
}
