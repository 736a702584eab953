import { bloqueoDeMuestras, type EstadoPaciente } from '@registro-lma/shared/domain';
import { ApiError } from '../../platform/api-errors';

/** 400 with G18 (and the state's label) unless the patient accepts new samples. */
export function exigirPacienteAdmiteMuestras(estado: EstadoPaciente): void {
  const bloqueo = bloqueoDeMuestras(estado);
  if (bloqueo !== null) throw new ApiError(400, bloqueo);
}
