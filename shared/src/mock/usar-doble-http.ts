import { afterEach, beforeEach } from '@jest/globals';
import type { UsuarioSesion } from '../domain/admin/esquemas-usuario';
import { createHttpDouble, installHttpDouble, type HttpDouble } from './http-double';
import { resetNotifications } from './notifications-spy';
import { resetSession, signInAs } from './session-doubles';

export interface OpcionesDobleHttp {
  /** Who is signed in for every test of the file; none: nobody (a test may still sign in). */
  readonly sesion?: () => UsuarioSesion;
}

/**
 * The screen tests' harness: an HTTP double installed for each test of the file, with no answers programmed, no
 * notifications, an empty localStorage and the session reset (or signed in as `sesion`); all undone after each test.
 * Call it at the top of the file; the file's own `beforeEach` runs after it.
 */
export function usarDobleHttp(opciones: OpcionesDobleHttp = {}): HttpDouble {
  const http = createHttpDouble();
  let desinstalar: () => void = () => undefined;
  beforeEach(() => {
    http.reset();
    desinstalar = installHttpDouble(http);
    resetNotifications();
    window.localStorage.clear();
    resetSession();
    if (opciones.sesion) signInAs(opciones.sesion());
  });
  afterEach(() => {
    desinstalar();
    resetSession();
  });
  return http;
}
