export * from './contexto-etapa';
export type { ClaveExpediente, DefinicionEtapa, EtapaId, PantallaEtapa, SeccionEtapa, SubtablaEtapa } from './definicion-etapa';
export { PANTALLAS_ETAPAS } from './definicion-etapa';
export * from './validar-etapa';
export * from './etapa-vigente';
export * from './disponibilidad-etapa';
export * from './estado-etapa';
export * from './tipos-etapa';
export * from './permisos-etapa';
export {
  MENSAJE_ELIMINAR_NO_PERMITIDO,
  MENSAJE_MOTIVO_CORTO,
  MENSAJE_NO_VALIDADO,
  MENSAJE_REFERENCIA_INEXISTENTE,
  MENSAJE_REGISTRO_VALIDADO,
  MENSAJE_SOLO_COMPLETO_VALIDABLE,
  mensajeMaximoFilas,
} from './mensajes-etapa';
export * from './etapas';
export * from './diagnostico/etapa-diagnostico';
export * from './diagnostico/campos-fish';
export { ETAPA_INDUCCION } from './induccion/etapa-induccion';
export { ETAPA_CONSOLIDACION } from './consolidacion/etapa-consolidacion';
export * from './post-consolidacion/etapa-post-consolidacion';
export { ETAPA_TRASPLANTE } from './trasplante/etapa-trasplante';
export * from './seguimiento/etapa-seguimiento';
export * from './recaida/etapa-recaida';
export { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './rescate/etapa-rescate';
export * from './muerte/etapa-muerte';
export * from './campo-motivo';
export { REMISIONES_COMPUESTAS } from './induccion/condiciones-induccion';
