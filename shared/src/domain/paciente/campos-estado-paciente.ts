import { ESTADO_PACIENTE, type EstadoPaciente } from '../catalogues/estado-paciente';
import { defineField, type Registro } from '../fields/campo';
import { AYUDA_TEXTO_LIBRE } from './mensajes-paciente';

/** States that need a reason (data-dictionary §3.1 `estado_motivo`). */
export const ESTADOS_CON_MOTIVO: readonly EstadoPaciente[] = ['PERDIDO_SEGUIMIENTO', 'RETIRADO', 'EXCLUIDO'];

const conMotivo = (registro: Registro): boolean => ESTADOS_CON_MOTIVO.some((estado) => estado === registro.estado);

/** The registry state of a patient and its reason: changed only through the state action, never by the form. */
export const CAMPOS_ESTADO_PACIENTE = [
  defineField({ kind: 'enum', name: 'estado', label: 'Estado del paciente', catalogo: ESTADO_PACIENTE, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'estado_motivo',
    label: 'Motivo del estado',
    max: 500,
    required: conMotivo,
    visibleIf: conMotivo,
    hint: AYUDA_TEXTO_LIBRE,
  }),
] as const;
