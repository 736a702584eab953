import type { ContenidoActivo } from './pdf-contenido-activo-validator';
import { LIMITES_LECTURA_PDF, type LimiteExcedido } from './pdf-limites-constants';

/** Exact texts of data-dictionary §5.3 (archivo, tamano_bytes, sha256), shared with the upload screen. */
export {
  MENSAJE_ARCHIVO_DEMASIADO_GRANDE,
  MENSAJE_ARCHIVO_VACIO_O_DANADO,
  MENSAJE_INFORME_YA_ADJUNTO,
  MENSAJE_SOLO_PDF,
} from '@registro-lma/shared/domain';

/** Where images are allowed too (reference documents: diagrams, the sample-timing table). */
export const MENSAJE_SOLO_PDF_O_IMAGEN = 'Solo se admiten archivos PDF o imágenes PNG o JPEG.';
export const MENSAJE_SIN_MULTIPART = 'Envíe el archivo como formulario multipart/form-data en el campo «archivo».';
export const MENSAJE_MULTIPART_MAL_FORMADO =
  'El formulario multipart/form-data está mal formado o incompleto (falta el separador o el cierre). Envíe el archivo de nuevo.';

export function mensajeContenidoActivo(contenido: ContenidoActivo): string {
  return `El PDF contiene ${contenido} y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.`;
}

const miles = (valor: number) => valor.toLocaleString('es-ES');

/** The checker's bounds (pdf-lectura-parser.ts): what was exceeded, and that the file can be made again within them. */
const EXCEDIDO: Readonly<Record<LimiteExcedido, string>> = {
  objetos: `tiene más de ${miles(LIMITES_LECTURA_PDF.objetos)} objetos`,
  'datos comprimidos': `contiene datos comprimidos que ocupan más de ${LIMITES_LECTURA_PDF.bytesDescomprimidos / (1024 * 1024)} MB al descomprimirlos`,
  tiempo: `tarda más de ${LIMITES_LECTURA_PDF.milisegundos / 1000} segundos en comprobarse`,
};

export function mensajeLimitePdf(limite: LimiteExcedido): string {
  return `El PDF ${EXCEDIDO[limite]} y no se puede comprobar. Genere el PDF de nuevo con menos contenido o divídalo en varios archivos.`;
}
