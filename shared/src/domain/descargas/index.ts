export {
  AREAS_DESCARGA,
  DEFINICIONES_AREAS,
  areaDescarga,
  type AreaDescarga,
  type AreaDescargaId,
  type FicheroDescarga,
  type FuenteFichero,
  type NombreCalculoFila,
} from './areas-descarga';
export { columnasDeFichero, type ColumnaDescarga, type ModoDescarga } from './columnas-descarga';
export { CODIGO_MUESTRA, NGS_NUM, ORDEN_FISH, ORDEN_VARIANTE, type ClaveFichero, type ReferenciaClave } from './claves-descarga';
export { CABECERA_LIBRO_CODIGOS, filasLibroCodigos } from './libro-codigos';
export { scriptR } from './script-r';
export { ficherosPermitidos } from './ficheros-permitidos';
export { nombreArchivoDescarga, rasgosDescarga, type RasgosDescarga } from './nombre-descarga';
export { ESTADOS_DESCARGA_ACTIVOS, ETIQUETA_ESTADO_DESCARGA, type DescargaVista } from './descarga-vista';
export {
  CAMPOS_OPCIONES_DESCARGA,
  ESTADOS_DESCARGA,
  ESTADOS_EXCLUIDOS_POR_DEFECTO,
  FORMATO_DESCARGA,
  REGLAS_OPCIONES_DESCARGA,
  ROLES_CON_EXCLUIDOS,
  type EstadoDescarga,
  type FormatoDescarga,
} from './opciones-descarga';
export { CAMPOS_RESUMEN_PACIENTE, ESTADO_VITAL, resumenPaciente } from './resumen-paciente';
export { INICIO_FORMULA, neutralizarFormula, PREFIJO_TEXTO } from './formula-csv';
export { BOM_CSV, csvCompleto, lineaCsv } from './linea-csv';
