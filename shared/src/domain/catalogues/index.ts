export { buscarFila, crearCatalogo, crearCatalogoConColumnas, filasActivas } from './catalogo-fila';
export type { CatalogoFila } from './catalogo-fila';
export { CATALOGOS, CATALOGOS_CONFIGURABLES } from './catalogos';
export {
  CAMPOS_EXTRA_CATALOGO,
  CAMPOS_EXTRA_MOMENTO,
  CAMPOS_FILA_CATALOGO,
  CATALOGOS_EDITABLES,
  CATALOGOS_SEMILLA,
  catalogoMomentosDe,
  camposExtraDe,
  ensayoDeCatalogoMomentos,
  filasVigentes,
  MENSAJE_CIERRE_ANTES_APERTURA,
  MENSAJE_CODIGO_DUPLICADO,
  mensajeCodigoDesactivado,
  mensajeCodigoEnUso,
  periodosDeEnsayos,
  SEMILLA_DE_CATALOGO,
  TITULO_CATALOGO,
} from './catalogos-vigentes';
export type { CatalogoAdmin, CatalogoEditable, CatalogosVigentes, FilaCatalogoAdmin, FilaCatalogoVigente } from './catalogos-vigentes';
export { codigosDesactivados, conCatalogosVigentes, conCodigosNombrados, deCatalogoEditable } from './campos-vigentes';
export type { CatalogoId, CodigoCatalogo } from './catalogos';
export { CODIGOS_EXCLUSIVOS } from './codigos-exclusivos';
export { MOMENTO_MUESTRA } from './momento-muestra';
export {
  MOMENTO_MUESTRA_FLAG_QUIDA,
  MOMENTO_MUESTRA_LAMVYX,
  MOMENTO_MUESTRA_LA_MIX,
  MOMENTO_MUESTRA_LMA_FLOW,
  MOMENTO_MUESTRA_PEVOLAM,
  MOMENTO_MUESTRA_VEN_A_QUI,
} from './momento-muestra-ensayo';
export type { CatalogoMomentosId } from './momento-muestra-ensayo';
export { LABORATORIO } from './laboratorio';
export type { CodigoLaboratorio } from './laboratorio';
export { BIOLAB } from './biolab';
export type { CodigoBiolab } from './biolab';
export { LABORATORIO_ECONOMICO } from './laboratorio-economico';
export { ENSAYO } from './ensayo';
export { RIESGO_LMA_FLOW } from './riesgo-lma-flow';
export { ESTADO_PACIENTE } from './estado-paciente';
export type { EstadoPaciente } from './estado-paciente';
export { TRANSICIONES_ESTADO_PACIENTE } from './transiciones-estado-paciente';
export type { TransicionEstadoPaciente } from './transiciones-estado-paciente';
export { ENTIDAD } from './entidad';
export type { UmbralBlastos } from './entidad';
export { CALIFICADOR_OMS2022, ENTIDAD_OMS2022 } from './entidad-oms2022';
export { CALIFICADOR_ICC2022, ENTIDAD_ICC2022 } from './entidad-icc2022';
export { SEXO } from './sexo';
export { ENFERMEDAD_NEOPLASICA_PREVIA } from './enfermedad-neoplasica-previa';
export { UNIDAD_CREATININA } from './unidad-creatinina';
export { UNIDAD } from './unidad';
export { FAB } from './fab';
export { FISH_SONDA } from './fish-sonda';
export { CEBPA } from './cebpa';
export { MUTACION, POSNEG_A, POSNEG_B } from './posneg';
export { IDH1_TIPO, IDH2_TIPO } from './idh';
export { RIESGO_GLOBAL, RIESGO_MOLECULAR } from './riesgo';
export { ALTERACION_CITOGENETICA, CARIOTIPO } from './cariotipo';
export { DATOS_ESENCIALES } from './datos-esenciales';
export type { AplicaSi } from './datos-esenciales';
export { SI_NO, SI_NO_DESC } from './si-no';
export { ECOG } from './ecog';
export { HCTI_ITEM, PARES_EXCLUYENTES_HCTI_ITEM } from './hcti-item';
export { ORIGEN_LMA } from './origen-lma';
export { TERAPIA_PREVIA } from './terapia-previa';
export { GEN_GERMINAL } from './gen-germinal';
export { PRESENTACION_CLINICA } from './presentacion-clinica';
export { SITIO_EXTRAMEDULAR } from './sitio-extramedular';
export { MOTIVO_NO_INTENSIVO } from './motivo-no-intensivo';
export { MARCADOR_CMF } from './marcador-cmf';
export { PERFIL_INMUNOFENOTIPO } from './perfil-inmunofenotipo';
export { NPM1_TIPO } from './npm1-tipo';
export { FLT3_ITD_METODO } from './flt3-itd-metodo';
export { INTENCION_TRATAMIENTO } from './intencion-tratamiento';
export { ESQUEMA_INDUCCION } from './esquema-induccion';
export type { IntensidadEsquema } from './esquema-induccion';
export { ESQUEMA_CONSOLIDACION } from './esquema-consolidacion';
export { ESQUEMA_MANTENIMIENTO } from './esquema-mantenimiento';
export { ESQUEMA_RESCATE } from './esquema-rescate';
export { RESPUESTA_ELN2022 } from './respuesta-eln2022';
export { EMR_CMF_RESULTADO, EMR_DIANA_PCR, EMR_ESTADO, EMR_PCR_RESULTADO, MATERIAL_EMR } from './emr';
export { MATERIAL_MUESTRA } from './material-muestra';
export { ANTICOAGULANTE } from './anticoagulante';
export { TIPO_ESTUDIO } from './tipo-estudio';
export { ESTADO_MUESTRA } from './estado-muestra';
export { CONDICION_RECEPCION } from './condicion-recepcion';
export { TEMPERATURA_TRANSPORTE } from './temperatura-transporte';
export { TIPO_INFORME } from './tipo-informe';
export { CLASIFICACION_VARIANTE, ESTADO_NGS, GEN_NGS, REGION_CEBPA, TIPO_VARIANTE } from './ngs';
export * from './trasplante';
export * from './seguimiento-recaida-muerte';
export { ETIQUETA_ROL, ROLES, ROL_USUARIO } from './rol-usuario';
export type { Rol } from './rol-usuario';
export { CONSENTIMIENTO, ESTADO_ALICUOTA, TEMPERATURA_ALMACENAMIENTO, TIPO_ALICUOTA } from './administracion';
export { ESTADO_FORMULARIO } from './estado-formulario';
export type { EstadoFormulario } from './estado-formulario';
export { PAIS } from './pais';
export type { CodigoPais } from './pais';
export { COMUNIDAD_AUTONOMA } from './comunidad-autonoma';
export type { CodigoComunidadAutonoma } from './comunidad-autonoma';
