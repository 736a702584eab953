import { buscarFila, ESTADO_PACIENTE, formatMensaje, type EstadoPaciente } from '@registro-lma/shared/domain';
import { ApiError } from '../../platform/api-error';

/** States whose patient takes no new sample or biobank data (data-dictionary §5.1: also a patient still in draft). */
const ESTADOS_SIN_MUESTRAS: readonly EstadoPaciente[] = ['BORRADOR', 'RETIRADO', 'EXCLUIDO'];

/** 400 with G18 (and the state's label) unless the patient accepts new samples. */
export function exigirPacienteAdmiteMuestras(estado: EstadoPaciente): void {
  if (!ESTADOS_SIN_MUESTRAS.includes(estado)) return;
  throw new ApiError(400, formatMensaje('G18', { estado: buscarFila(ESTADO_PACIENTE, estado)?.etiqueta ?? estado }));
}
