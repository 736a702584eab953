import type { z } from 'zod';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import { formatMensaje } from '../messages/mensajes-genericos';

/** Key of an error that concerns the record as a whole (e.g. a body that is not an object). */
export const CLAVE_ERROR_REGISTRO = 'registro';

type IssueConRuta = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/** zod issues → `{ variable: mensaje }`, the first message per field; nested paths joined with '.'. */
export function erroresDeIssues(issues: readonly IssueConRuta[]): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const issue of issues) {
    const clave = issue.path.length === 0 ? CLAVE_ERROR_REGISTRO : issue.path.map(String).join('.');
    errores[clave] ??= issue.message;
  }
  return errores;
}

type IssueSinMensaje = Parameters<z.core.$ZodErrorMap>[0];

/**
 * Spanish text for a zod issue whose schema gave no message of its own (zod's defaults are English and would
 * reach the user). The errors envelope keys it by field, so the text stays the generic G-message.
 */
export function mensajeZodPorDefecto(issue: IssueSinMensaje): string {
  // A missing value is «obligatorio» whatever check found it (zod reports a missing enum as invalid_value).
  if (issue.input === undefined || (issue.input === null && issue.code === 'invalid_type')) return formatMensaje('G01');
  switch (issue.code) {
    case 'invalid_type':
      return formatMensaje('G14');
    case 'invalid_value':
      return formatMensaje('G07');
    case 'too_big':
      return issue.origin === 'string' ? formatMensaje('G08', { max: Number(issue.maximum) }) : MENSAJE_DATOS_NO_VALIDOS;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? formatMensaje('G01') : MENSAJE_DATOS_NO_VALIDOS;
    case 'invalid_format':
      return formatMensaje('G14');
    default:
      return MENSAJE_DATOS_NO_VALIDOS;
  }
}
