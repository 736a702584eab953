export type { ContextoEtapa, DatosPacienteEtapa, ExpedientePaciente } from './contexto-etapa';
export { conRegistro, expedienteSinRegistros, otrasFilas } from './contexto-etapa';
export type { ClaveExpediente, DefinicionEtapa, EtapaId, PantallaEtapa, SeccionEtapa, SubtablaEtapa } from './definicion-etapa';
export { PANTALLAS_ETAPAS } from './definicion-etapa';
export { validarEtapa } from './validar-etapa';
export { etapaConCatalogosVigentes } from './etapa-vigente';
export { motivoEtapaNoDisponible } from './disponibilidad-etapa';
export { estadoDeEtapa, ETIQUETA_ESTADO_ETAPA } from './estado-etapa';
export type { EstadoEtapa } from './estado-etapa';
export type { GuardadoEtapa, RegistroEtapa, ResumenEtapas } from './tipos-etapa';
export { puedeEliminarRegistro, ROLES_EDITAR_ETAPA, ROLES_VALIDAR_ETAPA } from './permisos-etapa';
export {
  MENSAJE_ELIMINAR_NO_PERMITIDO,
  MENSAJE_MOTIVO_CORTO,
  MENSAJE_NO_VALIDADO,
  MENSAJE_REFERENCIA_INEXISTENTE,
  MENSAJE_REGISTRO_VALIDADO,
  MENSAJE_SOLO_COMPLETO_VALIDABLE,
  mensajeMaximoFilas,
} from './mensajes-etapa';
export { ETAPAS, etapaPorId, etapasDePantalla } from './etapas';
export { ETAPA_DIAGNOSTICO } from './diagnostico/etapa-diagnostico';
export { CAMPOS_DIAGNOSTICO_FISH } from './diagnostico/campos-fish';
export { ETAPA_INDUCCION } from './induccion/etapa-induccion';
export { ETAPA_CONSOLIDACION } from './consolidacion/etapa-consolidacion';
export { ETAPA_POST_CONSOLIDACION } from './post-consolidacion/etapa-post-consolidacion';
export { ETAPA_TRASPLANTE } from './trasplante/etapa-trasplante';
export { ETAPA_SEGUIMIENTO } from './seguimiento/etapa-seguimiento';
export { ETAPA_RECAIDA } from './recaida/etapa-recaida';
export { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './rescate/etapa-rescate';
export { ETAPA_MUERTE } from './muerte/etapa-muerte';
export { CAMPO_MOTIVO } from './campo-motivo';
export { REMISIONES_COMPUESTAS } from './induccion/condiciones-induccion';
