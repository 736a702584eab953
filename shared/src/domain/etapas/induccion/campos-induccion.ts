import { ENSAYO } from '../../catalogues/ensayo';
import { INTENCION_TRATAMIENTO } from '../../catalogues/intencion-tratamiento';
import { RESPUESTA_ELN2022 } from '../../catalogues/respuesta-eln2022';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Campo } from '../../fields/campo';
import { AYUDA_TEXTO_LIBRE } from '../../paciente/mensajes-paciente';
import { camposEmr } from '../bloques/bloque-emr';
import { MOTIVO_FIN_CON_EN_CURSO } from '../bloques/motivo-fin-tratamiento';
import { CAMPOS_CICLO_1, CAMPOS_CICLO_2 } from './campos-ciclos-induccion';
import { conTratamiento, noIntensivo, remisionNoIntensiva, soloSoporte, tratamientoTerminado } from './condiciones-induccion';

const CAMPOS_LINEA: readonly Campo[] = [
  defineField({
    kind: 'enum',
    name: 'intencion_tratamiento',
    label: 'Intención del tratamiento de primera línea',
    catalogo: INTENCION_TRATAMIENTO,
    required: 'siempre',
  }),
  defineField({ kind: 'enum', name: 'hidroxiurea_previa', label: 'Citorreducción previa con hidroxiurea', catalogo: SI_NO, required: 'opcional' }),
  // The form offers NINGUNO and the patient's trials only; X35 enforces it.
  defineField({
    kind: 'enum',
    name: 'ensayo_induccion',
    label: 'Ensayo en el que recibe la primera línea',
    catalogo: ENSAYO,
    required: 'siempre',
    default: 'NINGUNO',
    visibleIf: conTratamiento,
  }),
];

/** The summary of a non-intensive first line, whose cycles after the first are not recorded one by one. */
const CAMPOS_NO_INTENSIVO: readonly Campo[] = [
  defineField({
    kind: 'integer',
    name: 'ind_n_ciclos',
    label: 'Nº total de ciclos administrados',
    min: 1,
    max: 200,
    required: 'siempre',
    visibleIf: noIntensivo,
  }),
  defineField({ kind: 'enum', name: 'ind_en_curso', label: '¿Tratamiento en curso?', catalogo: SI_NO, required: 'siempre', visibleIf: noIntensivo }),
  defineField({
    kind: 'date',
    name: 'ind_fecha_ultimo_ciclo',
    label: 'Fecha de inicio del último ciclo',
    required: tratamientoTerminado,
    visibleIf: noIntensivo,
  }),
  defineField({
    kind: 'enum',
    name: 'ind_motivo_fin',
    label: 'Motivo de fin',
    catalogo: MOTIVO_FIN_CON_EN_CURSO,
    required: 'siempre',
    visibleIf: (registro) => noIntensivo(registro) && tratamientoTerminado(registro),
  }),
];

/** Best response: entered for NO_INTENSIVO, computed for INTENSIVO (then only checked against the calculation). */
const CAMPOS_MEJOR_RESPUESTA: readonly Campo[] = [
  defineField({
    kind: 'enum',
    name: 'ind_mejor_respuesta',
    label: 'Mejor respuesta a la primera línea',
    catalogo: RESPUESTA_ELN2022,
    required: 'siempre',
    // INTENSIVO: computed by the server from the courses' responses (derivarInduccion), never typed.
    visibleIf: noIntensivo,
  }),
  defineField({
    kind: 'date',
    name: 'ind_fecha_mejor_respuesta',
    label: 'Fecha de la mejor respuesta',
    required: 'siempre',
    visibleIf: noIntensivo,
  }),
  defineField({
    kind: 'date',
    name: 'ind_fecha_remision_ni',
    label: 'Fecha de la primera remisión (RC/RCh/RCi)',
    required: 'siempre',
    visibleIf: remisionNoIntensiva,
  }),
  defineField({
    kind: 'integer',
    name: 'ind_ciclo_mejor_respuesta',
    label: 'Ciclo en que se alcanzó',
    min: 1,
    max: 200,
    required: 'opcional',
    visibleIf: noIntensivo,
  }),
  ...camposEmr('ind_mr_', remisionNoIntensiva),
];

/** data-dictionary §3.4 `induccion`: every editable variable, in the dictionary's order. */
export const CAMPOS_INDUCCION: readonly Campo[] = [
  ...CAMPOS_LINEA,
  ...CAMPOS_CICLO_1,
  ...CAMPOS_CICLO_2,
  ...CAMPOS_NO_INTENSIVO,
  ...CAMPOS_MEJOR_RESPUESTA,
  defineField({
    kind: 'text',
    name: 'soporte_observaciones',
    label: 'Observaciones (tratamiento de soporte)',
    max: 1000,
    required: 'opcional',
    visibleIf: soloSoporte,
    hint: AYUDA_TEXTO_LIBRE,
  }),
];
