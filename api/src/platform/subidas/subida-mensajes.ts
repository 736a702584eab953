import type { ContenidoActivo } from './pdf-contenido-activo';

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

export function mensajeContenidoActivo(contenido: ContenidoActivo): string {
  return `El PDF contiene ${contenido} y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.`;
}
