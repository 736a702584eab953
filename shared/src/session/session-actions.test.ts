import { afterEach, describe, expect, test } from '@jest/globals';
import { LISTA_COOKIE, readCookie, TOKEN_COOKIE, writeCookie } from './cookies';
import { cerrarSesion, guardarToken } from './session-actions';
import { sessionStore } from './session-store';

afterEach(() => cerrarSesion());

describe('guardarToken', () => {
  test('writes the token cookie and the store', () => {
    guardarToken('nuevo.jwt.token');
    expect(readCookie(TOKEN_COOKIE)).toBe('nuevo.jwt.token');
    expect(sessionStore.getState().token).toBe('nuevo.jwt.token');
  });
});

describe('cerrarSesion', () => {
  test('deletes the token and lista cookies and clears the store', () => {
    guardarToken('jwt');
    writeCookie(LISTA_COOKIE, '[1,2,3]');
    sessionStore.getState().setUsuario({
      usuario_id: 1,
      email: 'admin@registro.es',
      nombre: 'Admin',
      apellidos: 'Registro',
      rol: 'ADMIN',
      hospitales: [],
      laboratorios: [],
      biolabs: [],
    });
    cerrarSesion();
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(readCookie(LISTA_COOKIE)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, usuario: null });
  });
});
