import { ENSAYO } from '../../catalogues/ensayo';
import { SEXO } from '../../catalogues/sexo';
import { SI_NO } from '../../catalogues/si-no';
import {
  EICH_AGUDA_GRADO,
  EICH_AGUDA_ORGANO,
  EICH_CRONICA_NIH,
  ESQUEMA_ACONDICIONAMIENTO,
  ESTADO_PRE_TPH,
  FALLO_INJERTO,
  FUENTE_PROGENITORES,
  HLA_COMPATIBILIDAD,
  INTENSIDAD_ACONDICIONAMIENTO,
  PROFILAXIS_EICH,
  RESPUESTA_PRE_TPH,
  SEROLOGIA_CMV,
  TIPO_DONANTE,
  TIPO_TRASPLANTE,
} from '../../catalogues/trasplante';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { camposEmr } from '../bloques/bloque-emr';

export const esAlogenico = (registro: Registro): boolean => registro.tph_tipo === 'ALOGENICO';
const conDonanteAdulto = (registro: Registro): boolean => esAlogenico(registro) && registro.tph_donante_tipo !== 'CORDON';
const otroAcondicionamiento = (registro: Registro): boolean => registro.tph_acond_esquema === 'OTRO';
const conIct = (registro: Registro): boolean => registro.tph_ict === 'SI';
const conEichAguda = (registro: Registro): boolean => registro.tph_eicha === 'SI';
const conEichCronica = (registro: Registro): boolean => registro.tph_eichc === 'SI';

const ESTADOS_EN_REMISION: readonly unknown[] = ['RC1', 'RC2', 'RC3_MAS'];
export const trasplanteEnRemision = (registro: Registro): boolean => ESTADOS_EN_REMISION.includes(registro.tph_estado_pre);

export const PREFIJO_EMR_PRE = 'tph_pre_';

/** data-dictionary §3.7 `trasplante`: the editable fields of one HCT, in form order (`tph_num` is the server's). */
export const CAMPOS_TRASPLANTE: readonly Campo[] = [
  defineField({ kind: 'date', name: 'tph_fecha', label: 'Fecha del trasplante (día 0)', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'tph_tipo', label: 'Tipo de trasplante', catalogo: TIPO_TRASPLANTE, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'tph_donante_tipo', label: 'Tipo de donante', catalogo: TIPO_DONANTE, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'tph_donante_sexo',
    label: 'Sexo del donante',
    catalogo: SEXO,
    required: 'opcional',
    visibleIf: conDonanteAdulto,
  }),
  defineField({
    kind: 'integer',
    name: 'tph_donante_edad',
    label: 'Edad del donante',
    unidad: 'años',
    min: 0,
    max: 85,
    required: 'opcional',
    visibleIf: conDonanteAdulto,
  }),
  defineField({
    kind: 'enum',
    name: 'tph_hla',
    label: 'Compatibilidad HLA',
    catalogo: HLA_COMPATIBILIDAD,
    required: esAlogenico,
    visibleIf: esAlogenico,
  }),
  defineField({ kind: 'enum', name: 'tph_fuente', label: 'Fuente de progenitores', catalogo: FUENTE_PROGENITORES, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'tph_cd34_10e6_kg',
    label: 'Dosis de CD34⁺',
    unidad: '×10⁶/kg',
    decimales: 2,
    min: 0.1,
    max: 50,
    avisoFuera: { min: 1 },
    required: 'opcional',
    visibleIf: (registro) => registro.tph_fuente !== 'CORDON',
  }),
  defineField({
    kind: 'enum',
    name: 'tph_acond_intensidad',
    label: 'Intensidad del acondicionamiento',
    catalogo: INTENSIDAD_ACONDICIONAMIENTO,
    required: 'siempre',
  }),
  defineField({
    kind: 'enum',
    name: 'tph_acond_esquema',
    label: 'Esquema de acondicionamiento',
    catalogo: ESQUEMA_ACONDICIONAMIENTO,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'tph_acond_esquema_otro',
    label: 'Otro esquema',
    max: 200,
    required: otroAcondicionamiento,
    visibleIf: otroAcondicionamiento,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'tph_ict', label: 'Irradiación corporal total', catalogo: SI_NO, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'tph_ict_dosis_gy',
    label: 'Dosis de ICT',
    unidad: 'Gy',
    decimales: 1,
    min: 0.5,
    max: 16,
    required: conIct,
    visibleIf: conIct,
  }),
  defineField({ kind: 'enum', name: 'tph_atg', label: 'Globulina antitimocítica', catalogo: SI_NO, required: esAlogenico, visibleIf: esAlogenico }),
  defineField({
    kind: 'enum',
    name: 'tph_ptcy',
    label: 'Ciclofosfamida post-trasplante',
    catalogo: SI_NO,
    required: esAlogenico,
    visibleIf: esAlogenico,
  }),
  defineField({
    kind: 'multiEnum',
    name: 'tph_profilaxis_eich',
    label: 'Profilaxis de EICH',
    catalogo: PROFILAXIS_EICH,
    exclusivos: ['NINGUNA'],
    required: esAlogenico,
    visibleIf: esAlogenico,
  }),
  defineField({
    kind: 'enum',
    name: 'tph_cmv',
    label: 'Serología CMV donante/receptor',
    catalogo: SEROLOGIA_CMV,
    required: 'opcional',
    visibleIf: esAlogenico,
  }),
  defineField({
    kind: 'enum',
    name: 'tph_estado_pre',
    label: 'Estado de la enfermedad al trasplante',
    catalogo: ESTADO_PRE_TPH,
    required: 'siempre',
  }),
  defineField({
    kind: 'enum',
    name: 'tph_respuesta_pre',
    label: 'Tipo de remisión al trasplante',
    catalogo: RESPUESTA_PRE_TPH,
    required: trasplanteEnRemision,
    visibleIf: trasplanteEnRemision,
  }),
  ...camposEmr(PREFIJO_EMR_PRE, trasplanteEnRemision),
  defineField({ kind: 'integer', name: 'tph_hcti', label: 'HCT-CI al trasplante', min: 0, max: 26, required: 'opcional' }),
  defineField({
    kind: 'date',
    name: 'tph_injerto_neutrofilos_fecha',
    label: 'Injerto de neutrófilos (1º de 3 días ≥ 0,5 ×10⁹/L)',
    required: 'opcional',
  }),
  defineField({
    kind: 'date',
    name: 'tph_injerto_plaquetas_fecha',
    label: 'Injerto de plaquetas (≥ 20 ×10⁹/L, 7 días sin transfusión)',
    required: 'opcional',
  }),
  defineField({ kind: 'enum', name: 'tph_fallo_injerto', label: 'Fallo del injerto', catalogo: FALLO_INJERTO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'tph_eicha', label: 'EICH aguda', catalogo: SI_NO, required: esAlogenico, visibleIf: esAlogenico }),
  defineField({
    kind: 'enum',
    name: 'tph_eicha_grado_max',
    label: 'Grado máximo de EICH aguda (MAGIC)',
    catalogo: EICH_AGUDA_GRADO,
    required: conEichAguda,
    visibleIf: conEichAguda,
  }),
  defineField({
    kind: 'date',
    name: 'tph_eicha_fecha',
    label: 'Fecha de inicio de EICH aguda',
    required: conEichAguda,
    visibleIf: conEichAguda,
  }),
  defineField({
    kind: 'multiEnum',
    name: 'tph_eicha_organos',
    label: 'Órganos afectados (EICH aguda)',
    catalogo: EICH_AGUDA_ORGANO,
    required: conEichAguda,
    visibleIf: conEichAguda,
  }),
  defineField({ kind: 'enum', name: 'tph_eichc', label: 'EICH crónica', catalogo: SI_NO, required: esAlogenico, visibleIf: esAlogenico }),
  defineField({
    kind: 'enum',
    name: 'tph_eichc_gravedad',
    label: 'Gravedad global de EICH crónica (NIH)',
    catalogo: EICH_CRONICA_NIH,
    required: conEichCronica,
    visibleIf: conEichCronica,
  }),
  defineField({
    kind: 'date',
    name: 'tph_eichc_fecha',
    label: 'Fecha de diagnóstico de EICH crónica',
    required: conEichCronica,
    visibleIf: conEichCronica,
  }),
  defineField({
    kind: 'decimal',
    name: 'tph_quimerismo_d100_pct',
    label: 'Quimerismo del donante en SP (día +100)',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: 'opcional',
    visibleIf: esAlogenico,
  }),
  defineField({ kind: 'enum', name: 'tph_ensayo', label: 'Ensayo', catalogo: ENSAYO, required: 'opcional' }),
];
