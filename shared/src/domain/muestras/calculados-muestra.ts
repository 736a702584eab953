import { ESTADO_MUESTRA } from '../catalogues/estado-muestra';
import { LABORATORIO } from '../catalogues/laboratorio';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import { TIPO_INFORME } from '../catalogues/tipo-informe';
import { defineField, type CampoCalculado } from '../fields/campo';

/** data-dictionary §5.1: the sample's state, kept by the server. */
export const CAMPO_ESTADO_MUESTRA = defineField({ kind: 'enum', name: 'estado', label: 'Estado de la muestra', catalogo: ESTADO_MUESTRA, required: 'siempre' });

/**
 * data-dictionary §5.1 trial code and PDF stamp, §2.3 age at sample and §8 report summary of each sample (active
 * reports only): computed when the sample is read.
 */
export const CALCULADOS_MUESTRA = [
  defineField({
    kind: 'text',
    name: 'codigo_paciente_ensayo',
    label: 'Código del paciente en el ensayo',
    max: 30,
    required: 'opcional',
    definicion: 'Muestras de ensayo: el codigo_paciente_ensayo del paciente en el ensayo de la muestra (paciente_ensayo).',
  }),
  defineField({
    kind: 'integer',
    name: 'edad_muestra',
    label: 'Edad en la extracción de la muestra',
    unidad: 'años',
    min: 0,
    max: 130,
    required: 'opcional',
    definicion: 'Años cumplidos entre fecha_nacimiento y fecha_extraccion.',
  }),
  defineField({
    kind: 'integer',
    name: 'n_informes',
    label: 'Número de informes vigentes',
    min: 0,
    max: 999,
    required: 'opcional',
    definicion: 'Número de informes vigentes (no eliminados) de la muestra.',
  }),
  defineField({
    kind: 'date',
    name: 'ultimo_informe_fecha',
    label: 'Fecha del último informe',
    required: 'opcional',
    definicion: 'La fecha_informe más reciente de los informes vigentes de la muestra.',
  }),
  defineField({
    kind: 'multiEnum',
    name: 'tipos_informe',
    label: 'Tipos de informe',
    catalogo: TIPO_INFORME,
    required: 'opcional',
    definicion: 'Los tipos de los informes vigentes de la muestra.',
  }),
  defineField({
    kind: 'text',
    name: 'pdf_generado_en',
    label: 'PDF de petición generado (ISO 8601, UTC)',
    max: 20,
    required: 'opcional',
    definicion: 'Fecha y hora (UTC) de la última generación de la hoja de envío en PDF; vacío si nunca se generó.',
  }),
] as const satisfies readonly CampoCalculado[];

/** data-dictionary §5.2: who received the sample (a user id, as the pseudonymised rule of §8 has it) and where. */
export const CALCULADOS_RECEPCION = [
  defineField({
    kind: 'integer',
    name: 'recibido_por',
    label: 'Recibido por (identificador de usuario)',
    min: 1,
    max: 2_147_483_647,
    required: 'siempre',
    definicion: 'Identificador del usuario que registró la recepción (nunca su nombre: regla de seudonimización, data-dictionary §8).',
  }),
  defineField({
    kind: 'enum',
    name: 'laboratorio_receptor',
    label: 'Laboratorio receptor',
    catalogo: LABORATORIO,
    required: 'siempre',
    definicion: 'El laboratorio_destino de la muestra en el momento de la recepción.',
  }),
] as const satisfies readonly CampoCalculado[];

/** data-dictionary §5.4: the NGS result's moment (from its sample) and its NGS report, computed when it is read. */
export const CALCULADOS_NGS = [
  defineField({
    kind: 'enum',
    name: 'momento',
    label: 'Momento',
    catalogo: MOMENTO_MUESTRA,
    required: 'opcional',
    definicion: 'El momento de la muestra o, en una muestra de ensayo, el momento general al que corresponde su momento_ensayo en la lista del ensayo.',
  }),
  defineField({
    kind: 'integer',
    name: 'informe_version',
    label: 'Informe PDF: versión',
    min: 1,
    max: 999,
    required: 'opcional',
    definicion: 'La versión del informe PDF vigente de tipo NGS de la muestra (el de mayor versión); vacío si no hay.',
  }),
  defineField({
    kind: 'date',
    name: 'informe_fecha',
    label: 'Informe PDF: fecha del informe',
    required: 'opcional',
    definicion: 'La fecha_informe del informe PDF vigente de tipo NGS de la muestra (el de mayor versión); vacío si no hay.',
  }),
] as const satisfies readonly CampoCalculado[];
