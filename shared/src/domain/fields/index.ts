export { defineField } from './campo';
export { campoDe } from './campo-de';
export { etiquetaCatalogo, SIN_VALOR, textoCampo } from './texto-campo';
export { CAMPO_VERSION } from './campo-version';
export { ENTERO_MAXIMO } from './entero-maximo';
export { CODE_LENGTH } from './longitud-codigo';
export type {
  Campo,
  CampoBooleano,
  CampoCalculado,
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
  Seudonimo,
} from './campo';
export type { Modo, RegistroDe, SalidaCampo, ValorCampo } from './registro-de';
export { esRequerido, esVisible } from './condiciones';
export { normalizarValor } from './normalizar-valor';
export { normalizarRegistro } from './normalizar-registro';
export type { ResultadoRegistro } from './normalizar-registro';
export { avisoDe } from './aviso-campo';
export { buildZodSchema } from './build-zod-schema';
export type { OpcionesEsquema } from './build-zod-schema';
export { esquemaJsonDe } from './esquema-json';
export { CLAVE_ERROR_REGISTRO, erroresDeIssues, mensajeZodPorDefecto } from './errores-zod';
export { validarRegistro } from './validar-registro';
export { validarValoresFormulario } from './validar-valores-formulario';
export type { ResultadoValidacion } from './validar-registro';
export { validarCampo } from './validar-campo';
export type { EstadoCampo, ValidacionCampo } from './validar-campo';
export type { ResultadoValor } from './valores/resultado-valor';
export type { OpcionesReglas, ReglaFormulario, ResultadoReglas } from './regla-formulario';
export type { DefinicionFormulario, SubtablaFormulario } from './definicion-formulario';
export { aplicarReglas } from './regla-formulario';
export type { OpcionesCampo } from './validar-campo';
