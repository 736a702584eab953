export * from './campos-paciente';
export * from './campos-paciente-ensayo';
export * from './formulario-paciente';
export * from './campos-estado-paciente';
export * from './reglas-paciente';
export * from './reglas-paciente-ensayo';
export * from './validar-paciente';
export * from './esquemas-paciente';
export * from './derivados-paciente';
export * from './calculados-paciente';
export * from './admision-datos';
export * from './transicion-estado';
export * from './upn';
export * from './campos-upn';
export * from './tipos-paciente';
export {
  AYUDA_TEXTO_LIBRE,
  MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO,
  MENSAJE_CONSENTIMIENTO_EDAD,
  MENSAJE_CORREO_DESACTIVADO,
  MENSAJE_DIAGNOSTICO_ANTERIOR_A_1990,
  MENSAJE_DIAGNOSTICO_ANTES_DE_NACER,
  MENSAJE_EDAD_CENTENARIA,
  MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO,
  MENSAJE_REVOCACION_ANTERIOR,
  MENSAJE_SIN_CONSENTIMIENTO,
  MENSAJE_SIN_ENSAYOS,
  MENSAJE_UPN_NO_MODIFICABLE,
  mensajeEdadNoPlausible,
  mensajeEstadoSinNuevosDatos,
  mensajeMenorDeEdad,
  mensajePosibleDuplicado,
} from './mensajes-paciente';
export * from './permisos-paciente';
