import { CONSENTIMIENTO, ESTADO_ALICUOTA, TEMPERATURA_ALMACENAMIENTO, TIPO_ALICUOTA } from './administracion';
import { ANTICOAGULANTE } from './anticoagulante';
import { BIOLAB } from './biolab';
import { ALTERACION_CITOGENETICA, CARIOTIPO } from './cariotipo';
import { CEBPA } from './cebpa';
import { COMUNIDAD_AUTONOMA } from './comunidad-autonoma';
import { CONDICION_RECEPCION } from './condicion-recepcion';
import { DATOS_ESENCIALES } from './datos-esenciales';
import { ECOG } from './ecog';
import { EMR_CMF_RESULTADO, EMR_DIANA_PCR, EMR_ESTADO, EMR_PCR_RESULTADO, MATERIAL_EMR } from './emr';
import { ENFERMEDAD_NEOPLASICA_PREVIA } from './enfermedad-neoplasica-previa';
import { ENSAYO } from './ensayo';
import { ENTIDAD } from './entidad';
import { CALIFICADOR_ICC2022, ENTIDAD_ICC2022 } from './entidad-icc2022';
import { CALIFICADOR_OMS2022, ENTIDAD_OMS2022 } from './entidad-oms2022';
import { ESQUEMA_CONSOLIDACION } from './esquema-consolidacion';
import { ESQUEMA_INDUCCION } from './esquema-induccion';
import { ESQUEMA_MANTENIMIENTO } from './esquema-mantenimiento';
import { ESQUEMA_RESCATE } from './esquema-rescate';
import { ESTADO_FORMULARIO } from './estado-formulario';
import { ESTADO_MUESTRA } from './estado-muestra';
import { ESTADO_PACIENTE } from './estado-paciente';
import { FAB } from './fab';
import { FISH_SONDA } from './fish-sonda';
import { FLT3_ITD_METODO } from './flt3-itd-metodo';
import { GEN_GERMINAL } from './gen-germinal';
import { HCTI_ITEM } from './hcti-item';
import { IDH1_TIPO, IDH2_TIPO } from './idh';
import { INTENCION_TRATAMIENTO } from './intencion-tratamiento';
import { LABORATORIO } from './laboratorio';
import { LABORATORIO_ECONOMICO } from './laboratorio-economico';
import { MARCADOR_CMF } from './marcador-cmf';
import { MATERIAL_MUESTRA } from './material-muestra';
import { MOMENTO_MUESTRA } from './momento-muestra';
import {
  MOMENTO_MUESTRA_FLAG_QUIDA,
  MOMENTO_MUESTRA_LAMVYX,
  MOMENTO_MUESTRA_LA_MIX,
  MOMENTO_MUESTRA_LMA_FLOW,
  MOMENTO_MUESTRA_PEVOLAM,
  MOMENTO_MUESTRA_VEN_A_QUI,
} from './momento-muestra-ensayo';
import { MOTIVO_NO_INTENSIVO } from './motivo-no-intensivo';
import { CLASIFICACION_VARIANTE, ESTADO_NGS, GEN_NGS, REGION_CEBPA, TIPO_VARIANTE } from './ngs';
import { NPM1_TIPO } from './npm1-tipo';
import { ORIGEN_LMA } from './origen-lma';
import { PAIS } from './pais';
import { PERFIL_INMUNOFENOTIPO } from './perfil-inmunofenotipo';
import { MUTACION, POSNEG_A, POSNEG_B } from './posneg';
import { PRESENTACION_CLINICA } from './presentacion-clinica';
import { RESPUESTA_ELN2022 } from './respuesta-eln2022';
import { RIESGO_GLOBAL, RIESGO_MOLECULAR } from './riesgo';
import { RIESGO_LMA_FLOW } from './riesgo-lma-flow';
import { ROL_USUARIO } from './rol-usuario';
import {
  CAUSA_MUERTE,
  ESTADO_ENFERMEDAD,
  FASE_MUERTE,
  INDICACION_RESCATE,
  METODO_EMR_RECAIDA,
  MOTIVO_FIN_TRATAMIENTO,
  TIPO_RECAIDA,
  TRATAMIENTO_ACTUAL,
} from './seguimiento-recaida-muerte';
import { SEXO } from './sexo';
import { SI_NO, SI_NO_DESC } from './si-no';
import { SITIO_EXTRAMEDULAR } from './sitio-extramedular';
import { TEMPERATURA_TRANSPORTE } from './temperatura-transporte';
import { TERAPIA_PREVIA } from './terapia-previa';
import { TIPO_ESTUDIO } from './tipo-estudio';
import { TIPO_INFORME } from './tipo-informe';
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
} from './trasplante';
import { UNIDAD } from './unidad';
import { UNIDAD_CREATININA } from './unidad-creatinina';

/** Every catalogue by its id (catalogues.md, in section order): the field descriptors name the rows, the screens and the API look them up here. */
export const CATALOGOS = {
  momento_muestra: MOMENTO_MUESTRA,
  momento_muestra_lma_flow: MOMENTO_MUESTRA_LMA_FLOW,
  momento_muestra_la_mix: MOMENTO_MUESTRA_LA_MIX,
  momento_muestra_lamvyx: MOMENTO_MUESTRA_LAMVYX,
  momento_muestra_pevolam: MOMENTO_MUESTRA_PEVOLAM,
  momento_muestra_flag_quida: MOMENTO_MUESTRA_FLAG_QUIDA,
  momento_muestra_ven_a_qui: MOMENTO_MUESTRA_VEN_A_QUI,
  laboratorio: LABORATORIO,
  biolab: BIOLAB,
  laboratorio_economico: LABORATORIO_ECONOMICO,
  ensayo: ENSAYO,
  riesgo_lma_flow: RIESGO_LMA_FLOW,
  estado_paciente: ESTADO_PACIENTE,
  entidad: ENTIDAD,
  entidad_oms2022: ENTIDAD_OMS2022,
  calificador_oms2022: CALIFICADOR_OMS2022,
  entidad_icc2022: ENTIDAD_ICC2022,
  calificador_icc2022: CALIFICADOR_ICC2022,
  sexo: SEXO,
  enfermedad_neoplasica_previa: ENFERMEDAD_NEOPLASICA_PREVIA,
  unidad_creatinina: UNIDAD_CREATININA,
  unidad: UNIDAD,
  fab: FAB,
  fish_sonda: FISH_SONDA,
  cebpa: CEBPA,
  posneg_a: POSNEG_A,
  posneg_b: POSNEG_B,
  mutacion: MUTACION,
  idh2_tipo: IDH2_TIPO,
  idh1_tipo: IDH1_TIPO,
  riesgo_molecular: RIESGO_MOLECULAR,
  riesgo_global: RIESGO_GLOBAL,
  cariotipo: CARIOTIPO,
  alteracion_citogenetica: ALTERACION_CITOGENETICA,
  datos_esenciales: DATOS_ESENCIALES,
  si_no: SI_NO,
  si_no_desc: SI_NO_DESC,
  ecog: ECOG,
  hcti_item: HCTI_ITEM,
  origen_lma: ORIGEN_LMA,
  terapia_previa: TERAPIA_PREVIA,
  gen_germinal: GEN_GERMINAL,
  presentacion_clinica: PRESENTACION_CLINICA,
  sitio_extramedular: SITIO_EXTRAMEDULAR,
  motivo_no_intensivo: MOTIVO_NO_INTENSIVO,
  marcador_cmf: MARCADOR_CMF,
  perfil_inmunofenotipo: PERFIL_INMUNOFENOTIPO,
  npm1_tipo: NPM1_TIPO,
  flt3_itd_metodo: FLT3_ITD_METODO,
  intencion_tratamiento: INTENCION_TRATAMIENTO,
  esquema_induccion: ESQUEMA_INDUCCION,
  esquema_consolidacion: ESQUEMA_CONSOLIDACION,
  esquema_mantenimiento: ESQUEMA_MANTENIMIENTO,
  esquema_rescate: ESQUEMA_RESCATE,
  respuesta_eln2022: RESPUESTA_ELN2022,
  emr_cmf_resultado: EMR_CMF_RESULTADO,
  emr_pcr_resultado: EMR_PCR_RESULTADO,
  emr_diana_pcr: EMR_DIANA_PCR,
  emr_estado: EMR_ESTADO,
  material_emr: MATERIAL_EMR,
  material_muestra: MATERIAL_MUESTRA,
  anticoagulante: ANTICOAGULANTE,
  tipo_estudio: TIPO_ESTUDIO,
  estado_muestra: ESTADO_MUESTRA,
  condicion_recepcion: CONDICION_RECEPCION,
  temperatura_transporte: TEMPERATURA_TRANSPORTE,
  tipo_informe: TIPO_INFORME,
  gen_ngs: GEN_NGS,
  tipo_variante: TIPO_VARIANTE,
  clasificacion_variante: CLASIFICACION_VARIANTE,
  region_cebpa: REGION_CEBPA,
  estado_ngs: ESTADO_NGS,
  tipo_trasplante: TIPO_TRASPLANTE,
  tipo_donante: TIPO_DONANTE,
  hla_compatibilidad: HLA_COMPATIBILIDAD,
  fuente_progenitores: FUENTE_PROGENITORES,
  intensidad_acondicionamiento: INTENSIDAD_ACONDICIONAMIENTO,
  esquema_acondicionamiento: ESQUEMA_ACONDICIONAMIENTO,
  profilaxis_eich: PROFILAXIS_EICH,
  serologia_cmv: SEROLOGIA_CMV,
  estado_pre_tph: ESTADO_PRE_TPH,
  respuesta_pre_tph: RESPUESTA_PRE_TPH,
  eich_aguda_grado: EICH_AGUDA_GRADO,
  eich_aguda_organo: EICH_AGUDA_ORGANO,
  eich_cronica_nih: EICH_CRONICA_NIH,
  fallo_injerto: FALLO_INJERTO,
  estado_enfermedad: ESTADO_ENFERMEDAD,
  tratamiento_actual: TRATAMIENTO_ACTUAL,
  tipo_recaida: TIPO_RECAIDA,
  metodo_emr_recaida: METODO_EMR_RECAIDA,
  indicacion_rescate: INDICACION_RESCATE,
  motivo_fin_tratamiento: MOTIVO_FIN_TRATAMIENTO,
  causa_muerte: CAUSA_MUERTE,
  fase_muerte: FASE_MUERTE,
  rol_usuario: ROL_USUARIO,
  consentimiento: CONSENTIMIENTO,
  estado_formulario: ESTADO_FORMULARIO,
  tipo_alicuota: TIPO_ALICUOTA,
  estado_alicuota: ESTADO_ALICUOTA,
  temperatura_almacenamiento: TEMPERATURA_ALMACENAMIENTO,
  pais: PAIS,
  comunidad_autonoma: COMUNIDAD_AUTONOMA,
} as const;

export type CatalogoId = keyof typeof CATALOGOS;

export type CodigoCatalogo<K extends CatalogoId> = (typeof CATALOGOS)[K][number]['codigo'];

/**
 * Configurable reference data (⚙, catalogues.md §0): the admin edits these rows, so the values above are only the seed.
 * Every other catalogue changes only by release.
 */
export const CATALOGOS_CONFIGURABLES = [
  'momento_muestra_lma_flow',
  'momento_muestra_la_mix',
  'momento_muestra_lamvyx',
  'momento_muestra_pevolam',
  'momento_muestra_flag_quida',
  'momento_muestra_ven_a_qui',
  'laboratorio',
  'biolab',
  'laboratorio_economico',
  'ensayo',
  'riesgo_lma_flow',
] as const satisfies readonly CatalogoId[];
