export { textoMaterialMuestra, textoMomentoMuestra } from './texto-muestra';
export { anticoagulanteTrasMaterial } from './anticoagulante-muestra';
export { bloqueoDeMuestras } from './admision-muestra';
export { CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA, MATERIALES_CON_VOLUMEN } from './campos-muestra';
export { CALCULADOS_MUESTRA, CALCULADOS_NGS, CALCULADOS_RECEPCION, CAMPO_ESTADO_MUESTRA } from './calculados-muestra';
export { CAMPOS_CONFIRMACION, CAMPOS_MOMENTO_RECEPCION } from './campos-confirmacion';
export {
  CAMPO_MUESTRA_ID,
  CAMPOS_CAMBIO_ESTADO_MUESTRA,
  CAMPOS_TUBO_RECEPCION,
  type CambioEstadoMuestra,
  type CuerpoRecepcionBloque,
} from './campos-cambio-muestra';
export { recepcionSinIncidencias } from './recepcion-sin-incidencias';
export { ORDENES_LISTA_MUESTRAS, type OrdenListaMuestras } from './orden-lista-muestras';
export { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE, CLAVE_VARIANTES, MAXIMO_VARIANTES } from './campos-muestra-ngs';
export { CAMPOS_BAJA_ALICUOTA, CAMPOS_BIOBANCO, CATALOGOS_BIOBANCO, ESTADOS_ALICUOTA_ALMACENADA, ID_NUEVO_BIOBANCO, ESTADOS_ALICUOTA_BAJA, type EstadoAlicuotaBaja } from './campos-biobanco';
export {
  CAMPO_ARCHIVO,
  CAMPO_MOTIVO_ELIMINACION,
  CAMPOS_INFORME,
  MENSAJE_ARCHIVO_DEMASIADO_GRANDE,
  MENSAJE_ARCHIVO_VACIO_O_DANADO,
  MENSAJE_ELIMINACION_NO_PERMITIDA,
  MENSAJE_INFORME_YA_ADJUNTO,
  MENSAJE_MUESTRA_NO_RECIBIDA,
  MENSAJE_SOLO_PDF,
  PLAZO_ELIMINACION_INFORME_MS,
  puedeEliminarInforme,
  TAMANO_MAXIMO_ARCHIVO,
} from './campos-informe';
export {
  FORMULARIO_BIOBANCO,
  FORMULARIO_CONFIRMACION,
  FORMULARIO_MUESTRA,
  FORMULARIO_MUESTRA_ENSAYO,
  FORMULARIO_MUESTRA_NGS,
} from './formularios-muestra';
export { REGLAS_MUESTRA } from './reglas-muestra';
export type { ContextoMuestra } from './reglas-muestra';
export { REGLAS_CONFIRMACION } from './reglas-confirmacion';
export type { ContextoConfirmacion } from './reglas-confirmacion';
export { REGLAS_MUESTRA_NGS, REGLAS_NGS_VARIANTE } from './reglas-muestra-ngs';
export type { ContextoMuestraNgs, ContextoVariante } from './reglas-muestra-ngs';
export { REGLAS_BIOBANCO } from './reglas-biobanco';
export type { ContextoBiobanco } from './reglas-biobanco';
export { catalogosDeMuestra, ENSAYOS_DE_MUESTRA, ensayosDeMuestra, MOMENTO_ENSAYO_TODOS, momentoGeneralDeEnsayo, momentosDeEnsayo } from './momentos-ensayo';
export {
  ESTADOS_MUESTRA_EDITABLE,
  ESTADOS_MUESTRA_ELIMINABLE,
  ESTADOS_MUESTRA_RECIBIDA,
  motivoTransicionNoPermitida,
  transicionPermitida as transicionMuestraPermitida,
} from './transiciones-muestra';
export type { EstadoMuestra } from './transiciones-muestra';
export { validarBiobanco, validarConfirmacion, validarMuestra } from './validar-muestra';
export type { BiobancoDatos, ConfirmacionDatos, EnvioMuestra, MuestraDatos } from './validar-muestra';
export { validarMuestraNgs } from './validar-muestra-ngs';
export type { MuestraNgsDatos, NgsVariante } from './validar-muestra-ngs';
export { campoNgsImportable, propuestasNgs, type PropuestaNgs } from './importacion-ngs';
export { ROLES_POR_PERMISO_MUESTRA, tienePermisoMuestra } from './permisos-muestra';
export type { PermisoMuestra } from './permisos-muestra';
export {
  MENSAJE_ACEPTADA_CON_INCIDENCIAS,
  MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO,
  MENSAJE_CITOGENETICA_EDTA,
  MENSAJE_CONFIRMACION_CERRADA,
  MENSAJE_CONSENTIMIENTO_REVOCADO,
  MENSAJE_ENSAYO_NO_INCLUIDO,
  MENSAJE_ENTRADA_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_ASUMIDO,
  MENSAJE_ENVIO_TARDIO_CMF,
  MENSAJE_EXTRACCION_NO_VALIDA,
  MENSAJE_EXTRACCION_PREVIA_DIAGNOSTICO,
  MENSAJE_FINANCIACION_ENSAYO,
  MENSAJE_GEN_FUERA_DE_PANEL,
  MENSAJE_HGVS_C,
  MENSAJE_HGVS_P,
  MENSAJE_LABORATORIO_SIN_ESTUDIOS,
  MENSAJE_MUESTRA_NO_CONFIRMABLE,
  MENSAJE_MUESTRA_NO_EDITABLE,
  MENSAJE_NGS_ANTES_DE_EXTRACCION,
  MENSAJE_NGS_NO_DISPONIBLE,
  MENSAJE_NGS_SIN_VARIANTES,
  MENSAJE_NGS_VARIANTES_SOBRANTES,
  MENSAJE_PCR_HEPARINA,
  MENSAJE_PROFUNDIDAD_BAJA,
  MENSAJE_RECEPCION_ANTES_DE_ENVIO,
  MENSAJE_SIN_CONSENTIMIENTO_MUESTRAS,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_TIPO_VARIANTE_GEN,
  MENSAJE_VAF_BAJO_LOD,
  MENSAJE_VAF_FLT3_ITD,
  MENSAJE_VERIFIQUE_CONSENTIMIENTO,
  mensajeMomentoIncoherente,
  mensajeTubosRecibidos,
} from './mensajes-muestra';
export type { ConfirmacionMuestra, Informe, InformeConAutor, Muestra, MuestraNgs, PacienteDeBiobanco, PacienteDeMuestra, RecuentoMuestras, RegistroBiobanco } from './tipos-muestra';
export { ETIQUETA_HITO_MUESTRA, HITOS_MUESTRA } from './ciclo-vida-muestra';
export type { EventoMuestra, HitoMuestra, MuestraDePaciente } from './ciclo-vida-muestra';
export { ngsAdmitidoEnCampo } from './referencia-ngs';
