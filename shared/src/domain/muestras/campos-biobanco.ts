import { ESTADO_ALICUOTA, TEMPERATURA_ALMACENAMIENTO, TIPO_ALICUOTA } from '../catalogues/administracion';
import type { CatalogoFila } from '../catalogues/catalogo-fila';
import { BIOLAB } from '../catalogues/biolab';
import { defineField, type Registro } from '../fields/campo';
import { AYUDA_TEXTO_LIBRE } from '../paciente/mensajes-paciente';
import { MENSAJE_VERIFIQUE_CONSENTIMIENTO } from './mensajes-muestra';

const tipoEn =
  (...tipos: string[]) =>
  (registro: Registro): boolean =>
    typeof registro.tipo_alicuota === 'string' && tipos.includes(registro.tipo_alicuota);
/**
 * The `{id}` of `/biobanco/{upn}/{id}` that opens a new record of the patient: the API numbers it on creation
 * (`POST /biobanco/{upn}`), so there is no id yet; `?muestra={muestra_id}` may name the source sample.
 */
export const ID_NUEVO_BIOBANCO = 'nuevo';

/** Aliquots still in the biobank under the patient's name: what a revoked consent asks to destroy or anonymise (§5.5). */
export const ESTADOS_ALICUOTA_ALMACENADA = ['DISPONIBLE', 'RESERVADA'] as const;

/** What the biobank records when a patient revokes consent: the aliquots destroyed, or kept without the link. */
export const ESTADOS_ALICUOTA_BAJA = ['DESTRUIDA', 'ANONIMIZADA'] as const;
export type EstadoAlicuotaBaja = (typeof ESTADOS_ALICUOTA_BAJA)[number];

const conSalida = (registro: Registro): boolean =>
  typeof registro.estado_alicuota === 'string' && ['CEDIDA', 'AGOTADA', ...ESTADOS_ALICUOTA_BAJA].includes(registro.estado_alicuota);
const cedida = (registro: Registro): boolean => registro.estado_alicuota === 'CEDIDA';

/**
 * data-dictionary §5.5 `biobanco`: a biobank entry of a patient (key `upn` + `biobanco_id`; the id is the server's).
 * `muestra_id` names one of the patient's samples, checked by the API.
 */
/** The ⚙ catalogues the biobank fields read (the biobanks as the administrator keeps them). */
export const CATALOGOS_BIOBANCO = ['biolab'] as const;

export const CAMPOS_BIOBANCO = [
  defineField({ kind: 'integer', name: 'muestra_id', label: 'Muestra de origen', min: 1, max: 2_147_483_647, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'biolab', label: 'Biobanco', catalogo: BIOLAB, required: 'siempre' }),
  defineField({ kind: 'text', name: 'codigo_biobanco', seudonimo: 'conservado', label: 'Código en el biobanco', max: 50, required: 'siempre' }),
  defineField({ kind: 'date', name: 'fecha_entrada', label: 'Fecha de entrada', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'tipo_alicuota', label: 'Tipo de alícuota', catalogo: TIPO_ALICUOTA, required: 'siempre' }),
  defineField({ kind: 'integer', name: 'n_alicuotas', label: 'Nº de alícuotas', min: 1, max: 200, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'volumen_alicuota_ml',
    label: 'Volumen por alícuota',
    unidad: 'mL',
    decimales: 2,
    min: 0.01,
    max: 50,
    required: 'opcional',
    visibleIf: tipoEn('PLASMA', 'SUERO', 'OTRO'),
  }),
  defineField({
    kind: 'decimal',
    name: 'concentracion_ng_ul',
    label: 'Concentración',
    unidad: 'ng/µL',
    decimales: 1,
    min: 0.1,
    max: 5000,
    required: 'opcional',
    visibleIf: tipoEn('ADN', 'ARN'),
  }),
  defineField({
    kind: 'decimal',
    name: 'celulas_10e6',
    label: 'Células por alícuota',
    unidad: '×10⁶',
    decimales: 1,
    min: 0.1,
    max: 500,
    required: 'opcional',
    visibleIf: tipoEn('CMN_VIABLES'),
  }),
  defineField({
    kind: 'enum',
    name: 'temperatura_almacenamiento',
    label: 'Temperatura de almacenamiento',
    catalogo: TEMPERATURA_ALMACENAMIENTO,
    required: 'siempre',
  }),
  defineField({ kind: 'text', name: 'ubicacion', label: 'Ubicación (congelador/rack/caja/posición)', max: 100, required: 'opcional' }),
  // §5.5: «must be true»; left untouched it says what to do, as for false, not the generic G01.
  defineField({
    kind: 'boolean',
    name: 'consentimiento_verificado',
    label: 'Consentimiento verificado',
    required: 'siempre',
    mensajeObligatorio: MENSAJE_VERIFIQUE_CONSENTIMIENTO,
  }),
  defineField({ kind: 'enum', name: 'estado_alicuota', label: 'Estado', catalogo: ESTADO_ALICUOTA, required: 'siempre', default: 'DISPONIBLE' }),
  defineField({ kind: 'date', name: 'fecha_salida', label: 'Fecha de salida / cesión', required: conSalida, visibleIf: conSalida }),
  defineField({ kind: 'text', name: 'proyecto_cesion', label: 'Proyecto de cesión', max: 200, required: cedida, visibleIf: cedida }),
  defineField({ kind: 'text', name: 'observaciones', label: 'Observaciones', max: 1000, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

/**
 * The destruction or anonymisation of a record's aliquots (§5.5, consent revoked): the new state, the exit date and
 * an optional reason for the audit trail; the API adds the version read.
 */
export const CAMPOS_BAJA_ALICUOTA = [
  defineField({
    kind: 'enum',
    name: 'estado_alicuota',
    label: 'Destino de las alícuotas',
    catalogo: ESTADO_ALICUOTA.filter((fila): fila is CatalogoFila<EstadoAlicuotaBaja> => (ESTADOS_ALICUOTA_BAJA as readonly string[]).includes(fila.codigo)),
    required: 'siempre',
  }),
  defineField({ kind: 'date', name: 'fecha_salida', label: 'Fecha de destrucción o anonimización', required: 'siempre' }),
  defineField({ kind: 'text', name: 'motivo', label: 'Motivo', max: 500, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;
