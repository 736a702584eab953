export { CAMPOS_PACIENTE, participaEnEnsayo } from './campos-paciente';
export { CAMPOS_PACIENTE_ENSAYO } from './campos-paciente-ensayo';
export { FORMULARIO_PACIENTE, formularioPacienteVigente } from './formulario-paciente';
export { CAMPOS_ESTADO_PACIENTE, ESTADOS_CON_MOTIVO } from './campos-estado-paciente';
export { REGLAS_PACIENTE } from './reglas-paciente';
export type { ContextoPaciente } from './reglas-paciente';
export { REGLAS_PACIENTE_ENSAYO } from './reglas-paciente-ensayo';
export type { ContextoFilaEnsayo } from './reglas-paciente-ensayo';
export { CLAVE_FILAS_ENSAYO, validarPaciente } from './validar-paciente';
export type { PacienteEnsayo, PacienteEntrada, PacienteFormulario } from './validar-paciente';
export { CAMPO_MODO, pacienteEdicionSchema, pacienteEntradaSchema, pacienteEstadoSchema } from './esquemas-paciente';
export type { PacienteEdicionValidada, PacienteValidado } from './esquemas-paciente';
export { DIAS_REGISTRO_PROSPECTIVO, TIPOS_REGISTRO, edadDiagnosticoDe, edadEnAnios, tipoRegistro } from './derivados-paciente';
export type { TipoRegistro } from './derivados-paciente';
export { CALCULADOS_PACIENTE, type NombreCalculadoPaciente } from './calculados-paciente';
export { bloqueoPorEstado, ESTADOS_SIN_NUEVOS_DATOS } from './admision-datos';
export { estadosAlcanzables, evaluarTransicion, ROLES_CAMBIO_ESTADO, transicionPermitida } from './transicion-estado';
export type { ResultadoTransicion } from './transicion-estado';
export { CIFRAS_UPN, formatearUpn, interpretarBusquedaUpn, PATRON_UPN, PREFIJO_UPN, UPN_MAXIMO } from './upn';
export { CAMPO_UPN, FILTRO_UPN } from './campos-upn';
export type { BusquedaUpn } from './upn';
export type { CambioCampo, EntradaHistorial, NuevoUpn, Paciente, PacienteBusqueda, PacienteResumen } from './tipos-paciente';
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
export { ROLES_POR_PERMISO_PACIENTE, tienePermisoPaciente } from './permisos-paciente';
export type { PermisoPaciente } from './permisos-paciente';
