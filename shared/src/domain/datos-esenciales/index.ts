export { avisoDatosEsenciales, completitudDatosEsenciales, datosEsencialesPendientes } from './completitud-datos-esenciales';
export type { CompletitudDatosEsenciales, DatoEsencialPendiente, ItemDatoEsencial } from './completitud-datos-esenciales';
export type { DatosIniciales, GuardadoDatosIniciales } from './tipos-datos-iniciales';
