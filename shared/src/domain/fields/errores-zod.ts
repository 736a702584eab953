import type { z } from 'zod';

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
