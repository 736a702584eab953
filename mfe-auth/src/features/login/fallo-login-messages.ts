import { MENSAJE_LOGIN_INCORRECTO } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';

const MENSAJE_FALLO_INESPERADO = 'No se ha podido iniciar la sesión. Inténtelo de nuevo.';

/** What the login screen says when signing in fails: the API's Spanish message, or the client's for no answer. */
export function mensajeFalloLogin(error: unknown): string {
  if (!(error instanceof HttpError)) return MENSAJE_FALLO_INESPERADO;
  return error.status === 401 ? MENSAJE_LOGIN_INCORRECTO : error.message;
}
