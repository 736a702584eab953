import { ENSAYO } from '../../catalogues/ensayo';
import { ESQUEMA_RESCATE } from '../../catalogues/esquema-rescate';
import { INDICACION_RESCATE, MOTIVO_FIN_TRATAMIENTO } from '../../catalogues/seguimiento-recaida-muerte';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { camposEmr } from '../bloques/bloque-emr';
import { camposEval } from '../bloques/bloque-eval';

export const PREFIJO_RESCATE = 'rr_';

const en = (valores: readonly string[], valor: unknown): boolean => typeof valor === 'string' && valores.includes(valor);

export const INDICACIONES_CON_RECAIDA = ['PRIMERA_RECAIDA', 'SEGUNDA_RECAIDA_O_POSTERIOR', 'RECAIDA_MOLECULAR'];
const RESPUESTAS_SIN_BLASTOS = ['RC', 'RCH', 'RCI', 'MLFS'];

const conRecaida = (registro: Registro): boolean => en(INDICACIONES_CON_RECAIDA, registro.rr_indicacion);
const esquemaOtro = (registro: Registro): boolean => en(['OTRO', 'ENSAYO_OTRO'], registro.rr_esquema);
const terminado = (registro: Registro): boolean => registro.rr_en_curso === 'NO';
/** Support only has no response to assess. */
const conEvaluacion = (registro: Registro): boolean => registro.rr_esquema !== 'SOPORTE';
const conEmr = (registro: Registro): boolean => conEvaluacion(registro) && en(RESPUESTAS_SIN_BLASTOS, registro.rr_eval_respuesta);

/** `en_curso` is a field of its own here, so the catalogue's EN_CURSO reason is not offered. */
const MOTIVO_FIN = MOTIVO_FIN_TRATAMIENTO.filter((fila) => fila.codigo !== 'EN_CURSO');

/** data-dictionary §3.10 `rec_res`: the editable fields of one rescue line (`rr_linea` is fixed by the form). */
export const CAMPOS_REC_RES: readonly Campo[] = [
  defineField({ kind: 'enum', name: 'rr_indicacion', label: 'Indicación', catalogo: INDICACION_RESCATE, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'rr_recaida_id',
    label: 'Recaída que se trata',
    referencia: 'recaida',
    required: conRecaida,
    visibleIf: conRecaida,
  }),
  defineField({ kind: 'enum', name: 'rr_esquema', label: 'Esquema', catalogo: ESQUEMA_RESCATE, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'rr_esquema_otro',
    label: 'Otro esquema',
    max: 200,
    required: esquemaOtro,
    visibleIf: esquemaOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'rr_ensayo', label: 'Ensayo', catalogo: ENSAYO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'rr_fecha_inicio', label: 'Fecha de inicio', required: 'siempre' }),
  defineField({ kind: 'integer', name: 'rr_n_ciclos', label: 'Nº de ciclos', min: 1, max: 100, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'rr_en_curso', label: '¿En curso?', catalogo: SI_NO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'rr_fecha_fin', label: 'Fecha de fin', required: terminado, visibleIf: terminado }),
  defineField({
    kind: 'enum',
    name: 'rr_motivo_fin',
    label: 'Motivo de fin',
    catalogo: MOTIVO_FIN,
    required: terminado,
    visibleIf: terminado,
  }),
  ...camposEval(PREFIJO_RESCATE, conEvaluacion),
  ...camposEmr(PREFIJO_RESCATE, conEmr),
  defineField({ kind: 'enum', name: 'rr_tph_posterior', label: '¿Trasplante tras este rescate?', catalogo: SI_NO, required: 'siempre' }),
];
