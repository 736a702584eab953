import { formatearNumero, formatMensaje } from '../messages/mensajes-genericos';

/** Exact Spanish messages of the patient record (data-dictionary §3.1, §6 X01–X03). */
export const MENSAJE_UPN_NO_MODIFICABLE = 'El UPN lo asigna el sistema y no puede modificarse.';
export const MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO = 'Cambio de estado no permitido.';
export const MENSAJE_SIN_CONSENTIMIENTO =
  'Sin consentimiento informado firmado o exención del CEIm el paciente no puede incluirse en el registro.';
export const MENSAJE_DIAGNOSTICO_ANTERIOR_A_1990 = 'La fecha de diagnóstico no puede ser anterior a 1990.';
export const MENSAJE_DIAGNOSTICO_ANTES_DE_NACER = 'La fecha de diagnóstico debe ser posterior a la fecha de nacimiento.';
export const MENSAJE_EDAD_CENTENARIA = 'Edad al diagnóstico superior a 100 años: compruebe la fecha de nacimiento.';
export const MENSAJE_CONSENTIMIENTO_EDAD = 'La fecha de consentimiento no es coherente con la edad del paciente.';
export const MENSAJE_REVOCACION_ANTERIOR = 'La revocación no puede ser anterior a la firma del consentimiento.';
export const MENSAJE_SIN_ENSAYOS = 'Indique al menos un ensayo.';
export const MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO = 'La inclusión en el ensayo es anterior al diagnóstico.';
export const MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO = 'La fecha de inclusión está fuera del periodo de reclutamiento del ensayo.';
export const MENSAJE_CORREO_DESACTIVADO = 'El envío de correos está desactivado.';
/** Free-text fields of clinical records (data-dictionary §0.4, pseudonymisation). */
export const AYUDA_TEXTO_LIBRE = 'No introduzca datos que permitan identificar al paciente.';

/** X02 (E). */
export function mensajeMenorDeEdad(edad: number): string {
  return `Solo se pueden registrar pacientes adultos: la edad al diagnóstico (${formatearNumero(edad)} años) debe ser de al menos 18 años.`;
}

/** X03 (E). */
export function mensajeEdadNoPlausible(edad: number): string {
  return `La edad al diagnóstico (${formatearNumero(edad)} años) no es plausible.`;
}

/** Duplicate check on completion (A). */
export function mensajePosibleDuplicado(upn: string): string {
  return `Posible duplicado: existe el paciente ${upn} con la misma fecha de nacimiento, sexo y fecha de diagnóstico similar.`;
}

/** G18 with the state's label, e.g. «Consentimiento retirado». */
export function mensajeEstadoSinNuevosDatos(etiquetaEstado: string): string {
  return formatMensaje('G18', { estado: etiquetaEstado });
}
