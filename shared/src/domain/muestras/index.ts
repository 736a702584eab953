export * from './texto-muestra';
export { anticoagulanteTrasMaterial } from './anticoagulante-muestra';
export * from './admision-muestra';
export { CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA, MATERIALES_CON_VOLUMEN } from './campos-muestra';
export * from './calculados-muestra';
export * from './campos-confirmacion';
export * from './campos-cambio-muestra';
export * from './recepcion-sin-incidencias';
export * from './orden-lista-muestras';
export * from './campos-muestra-ngs';
export * from './campos-biobanco';
export * from './campos-informe';
export * from './formularios-muestra';
export { REGLAS_MUESTRA } from './reglas-muestra';
export type { ContextoMuestra } from './reglas-muestra';
export * from './reglas-confirmacion';
export * from './reglas-muestra-ngs';
export * from './reglas-biobanco';
export { catalogosDeMuestra, ENSAYOS_DE_MUESTRA, ensayosDeMuestra, MOMENTO_ENSAYO_TODOS, momentoGeneralDeEnsayo, momentosDeEnsayo } from './momentos-ensayo';
export {
  ESTADOS_MUESTRA_EDITABLE,
  ESTADOS_MUESTRA_ELIMINABLE,
  ESTADOS_MUESTRA_RECIBIDA,
  motivoTransicionNoPermitida,
  transicionPermitida as transicionMuestraPermitida,
} from './transiciones-muestra';
export type { EstadoMuestra } from './transiciones-muestra';
export * from './validar-muestra';
export * from './validar-muestra-ngs';
export * from './importacion-ngs';
export * from './permisos-muestra';
export * from './mensajes-muestra';
export * from './tipos-muestra';
export * from './ciclo-vida-muestra';
export * from './referencia-ngs';
