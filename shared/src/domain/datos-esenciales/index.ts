export { avisoDatosEsenciales, completitudDatosEsenciales, datosEsencialesPendientes } from './completitud-datos-esenciales';
export type { CompletitudDatosEsenciales, DatoEsencialPendiente, ItemDatoEsencial } from './completitud-datos-esenciales';
export * from './tipos-datos-iniciales';
