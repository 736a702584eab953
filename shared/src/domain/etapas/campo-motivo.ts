import { defineField } from '../fields/campo';
import { MENSAJE_MOTIVO_CORTO } from './mensajes-etapa';

/** The reason asked when unlocking or deleting a clinical record (data-dictionary §0.2, §0.4): kept in the audit trail. */
export const CAMPO_MOTIVO = defineField({
  kind: 'text',
  name: 'motivo',
  label: 'Motivo',
  max: 500,
  min: 10,
  mensajeMin: MENSAJE_MOTIVO_CORTO,
  required: 'siempre',
});
