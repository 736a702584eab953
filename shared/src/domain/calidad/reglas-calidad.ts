import { crearCatalogo } from '../catalogues/catalogo-fila';
import type { Rol } from '../catalogues/rol-usuario';

/** The worklist's rules (data-quality loop): each line of the list comes from one of them. */
export const REGLA_CALIDAD = crearCatalogo([
  ['DATO_ESENCIAL', 'Dato esencial pendiente (§3.2)'],
  ['SEGUIMIENTO_VENCIDO', 'Seguimiento vencido (§3.8)'],
  ['BORRADOR_ANTIGUO', 'Formulario en borrador hace más de 30 días'],
  ['SIN_VALIDAR', 'Formulario completo sin validar'],
  ['MUESTRA_SIN_ENVIAR', 'Muestra registrada sin enviar tras 7 días'],
  ['MUESTRA_SIN_INFORME', 'Muestra recibida sin informe tras 30 días'],
  ['RESPUESTA_SIN_JUSTIFICAR', 'Respuesta distinta de la calculada (ELN 2022) sin justificar'],
  ['VALOR_FUERA_DE_RANGO', 'Valor fuera del rango plausible (§6.1)'],
]);
export type ReglaCalidad = (typeof REGLA_CALIDAD)[number]['codigo'];

/** Who can fix a line: the centre's clinician fills in data and ships samples, the monitor validates, the laboratory reports. */
export const CORRIGE_POR_REGLA: Readonly<Record<ReglaCalidad, readonly Rol[]>> = {
  DATO_ESENCIAL: ['CLINICO'],
  SEGUIMIENTO_VENCIDO: ['CLINICO'],
  BORRADOR_ANTIGUO: ['CLINICO'],
  SIN_VALIDAR: ['COORDINADOR', 'ADMIN'],
  MUESTRA_SIN_ENVIAR: ['CLINICO'],
  MUESTRA_SIN_INFORME: ['LABORATORIO'],
  RESPUESTA_SIN_JUSTIFICAR: ['CLINICO'],
  VALOR_FUERA_DE_RANGO: ['CLINICO'],
};

/** The ages the rules read (days), and the follow-up's in months (§3.8: a contact a year; lost after two). */
export const PLAZOS_CALIDAD = {
  borradorDias: 30,
  muestraSinEnviarDias: 7,
  muestraSinInformeDias: 30,
  seguimientoMeses: 12,
  perdidoMeses: 24,
} as const;
