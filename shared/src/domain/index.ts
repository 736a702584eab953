// Entry point of @registro-lma/shared/domain: pure TypeScript + zod, no React, no browser APIs.
export { MENSAJES, formatMensaje, formatearNumero } from './messages/mensajes-genericos';
export type { MarcadoresDe, MensajeId, MensajeSinMarcadores, Severidad } from './messages/mensajes-genericos';
export {
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DEMASIADOS_INTENTOS,
  MENSAJE_LOGIN_INCORRECTO,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
} from './messages/mensajes-fijos';

export { hoy, fijarReloj, restaurarReloj } from './fechas/reloj';
export { formatearFecha, normalizarFechaIso } from './fechas/fecha-iso';

export { buscarFila, crearCatalogo, filasActivas } from './catalogues/catalogo-fila';
export type { CatalogoFila } from './catalogues/catalogo-fila';
export { CATALOGOS } from './catalogues/catalogos';
export type { CatalogoId } from './catalogues/catalogos';
export { ETIQUETA_ROL, ROLES, ROL_USUARIO } from './catalogues/rol-usuario';
export type { Rol } from './catalogues/rol-usuario';
export { PAIS } from './catalogues/pais';
export type { CodigoPais } from './catalogues/pais';
export { COMUNIDAD_AUTONOMA } from './catalogues/comunidad-autonoma';
export type { CodigoComunidadAutonoma } from './catalogues/comunidad-autonoma';
export { LABORATORIO } from './catalogues/laboratorio';
export type { CodigoLaboratorio } from './catalogues/laboratorio';
export { BIOLAB } from './catalogues/biolab';
export type { CodigoBiolab } from './catalogues/biolab';
export { ESTADO_FORMULARIO } from './catalogues/estado-formulario';
export type { EstadoFormulario } from './catalogues/estado-formulario';

export { defineField } from './fields/campo';
export type {
  Campo,
  CampoBooleano,
  CampoDecimal,
  CampoEntero,
  CampoEnum,
  CampoFecha,
  CampoMultiEnum,
  CampoTexto,
  Condicion,
  KindCampo,
  RangoAviso,
  Referencia,
  Registro,
  Requerido,
} from './fields/campo';
export type { Modo, RegistroDe, SalidaCampo, ValorCampo } from './fields/registro-de';
export { esRequerido, esVisible } from './fields/condiciones';
export { normalizarValor } from './fields/normalizar-valor';
export { normalizarRegistro } from './fields/normalizar-registro';
export type { ResultadoRegistro } from './fields/normalizar-registro';
export { avisoDe } from './fields/aviso-campo';
export { buildZodSchema } from './fields/build-zod-schema';
export type { OpcionesEsquema } from './fields/build-zod-schema';
export { esquemaJsonDe } from './fields/esquema-json';
export { CLAVE_ERROR_REGISTRO, erroresDeIssues } from './fields/errores-zod';
export { validarRegistro } from './fields/validar-registro';
export type { ResultadoValidacion } from './fields/validar-registro';
export { validarCampo } from './fields/validar-campo';
export type { EstadoCampo, ValidacionCampo } from './fields/validar-campo';
export type { ResultadoValor } from './fields/valores/resultado-valor';

export { AVISO_CENTRO_CON_USUARIOS, CAMPOS_HOSPITAL, hospitalEntradaSchema } from './admin/campos-hospital';
export type { Hospital, HospitalEntrada, HospitalSelect } from './admin/campos-hospital';
export {
  CAMPOS_USUARIO,
  MENSAJE_BIOBANCO_SIN_BIOBANCO,
  MENSAJE_CLINICO_SIN_CENTRO,
  MENSAJE_LABORATORIO_SIN_LABORATORIO,
} from './admin/campos-usuario';
export {
  CAMPOS_USUARIO_ALTA,
  CAMPOS_USUARIO_EDICION,
  MENSAJE_CONTRASENA_CORTA,
  usuarioAltaSchema,
  usuarioEdicionSchema,
} from './admin/esquemas-usuario';
export type { Usuario, UsuarioAlta, UsuarioEdicion, UsuarioSesion } from './admin/esquemas-usuario';
export { CAMPOS_LOGIN, loginSchema } from './admin/login';
export type { Credenciales } from './admin/login';
export { CAMPOS_BITACORA, bitacoraEntradaSchema } from './admin/bitacora';
export type { BitacoraEntrada } from './admin/bitacora';
