import type { Rol } from '../catalogues/rol-usuario';
import { rolTieneFacultad } from '../permisos/alcance-rol';
import { TIPO_INFORME } from '../catalogues/tipo-informe';
import { defineField } from '../fields/campo';
import { ENTERO_MAXIMO } from '../fields/entero-maximo';

/** data-dictionary §5.3 `tamano_bytes`: 1–20 971 520 (20 MiB), refused by the browser before sending and by the API. */
export const TAMANO_MAXIMO_ARCHIVO = 20 * 1024 * 1024;

/** Exact texts of data-dictionary §5.3 (archivo, tamano_bytes, sha256). */
export const MENSAJE_SOLO_PDF = 'Solo se admiten archivos PDF.';
export const MENSAJE_ARCHIVO_VACIO_O_DANADO = 'El archivo está vacío o dañado.';
export const MENSAJE_ARCHIVO_DEMASIADO_GRANDE = 'El archivo supera el tamaño máximo de 20 MB.';
export const MENSAJE_INFORME_YA_ADJUNTO = 'Este archivo ya está adjunto a la muestra.';

/** The multipart field the file travels in, after the form's fields. */
export const CAMPO_ARCHIVO = 'archivo';

/** data-dictionary §5.3: the form fields sent with a report's file (multipart text fields, before the field «archivo»). */
export const CAMPOS_INFORME = [
  defineField({ kind: 'integer', name: 'muestra_id', label: 'Muestra', required: 'siempre', min: 1, max: ENTERO_MAXIMO }),
  defineField({ kind: 'enum', name: 'tipo_informe', label: 'Tipo de informe', catalogo: TIPO_INFORME, required: 'siempre' }),
  defineField({ kind: 'date', name: 'fecha_informe', label: 'Fecha del informe', required: 'siempre' }),
  defineField({ kind: 'integer', name: 'sustituye_a', label: 'Sustituye al informe', required: 'opcional', min: 1, max: ENTERO_MAXIMO }),
  defineField({ kind: 'text', name: 'comentario', label: 'Comentario', max: 500, required: 'opcional' }),
] as const;

/** §5.3 `activo`: a report is withdrawn (logical deletion) with its reason. */
export const CAMPO_MOTIVO_ELIMINACION = defineField({ kind: 'text', name: 'motivo', label: 'Motivo de la eliminación', max: 500, required: 'siempre' });

export const MENSAJE_MUESTRA_NO_RECIBIDA = 'La muestra no ha sido recibida: no se puede adjuntar un informe.';
export const MENSAJE_ELIMINACION_NO_PERMITIDA = 'Solo quien subió el informe puede eliminarlo, y solo durante las 24 horas siguientes a la subida.';

/** data-dictionary §5.3: the uploader may withdraw a report for a day; after that only an ADMIN. */
export const PLAZO_ELIMINACION_INFORME_MS = 24 * 60 * 60 * 1000;

/** Whether `usuario` may withdraw the report now (the API refuses otherwise; the screen hides the action). */
export function puedeEliminarInforme(
  informe: { readonly subido_por: number; readonly subido_en: Date | string },
  usuario: { readonly usuario_id: number; readonly rol: Rol },
  ahoraMs: number,
): boolean {
  if (rolTieneFacultad(usuario.rol, 'eliminar_registros')) return true;
  return informe.subido_por === usuario.usuario_id && ahoraMs - new Date(informe.subido_en).getTime() <= PLAZO_ELIMINACION_INFORME_MS;
}
