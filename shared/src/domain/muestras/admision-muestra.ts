import { buscarFila } from '../catalogues/catalogo-fila';
import { ESTADO_PACIENTE, type EstadoPaciente } from '../catalogues/estado-paciente';
import { formatMensaje } from '../messages/mensajes-genericos';

/** States whose patient takes no new sample or biobank entry (data-dictionary §5.1 G18; also a patient still in draft). */
const ESTADOS_SIN_MUESTRAS: readonly EstadoPaciente[] = ['BORRADOR', 'RETIRADO', 'EXCLUIDO'];

/** G18 with the state's label when the patient takes no new sample or biobank entry; null when it does. */
export function bloqueoDeMuestras(estado: EstadoPaciente): string | null {
  if (!ESTADOS_SIN_MUESTRAS.includes(estado)) return null;
  return formatMensaje('G18', { estado: buscarFila(ESTADO_PACIENTE, estado)?.etiqueta ?? estado });
}
