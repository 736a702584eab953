import { afterEach, describe, expect, jest, test } from '@jest/globals';
import * as sessionEntry from './index';
import { deleteCookie, TOKEN_COOKIE, writeCookie } from './cookies';
import { sessionStore } from './session-store';
import type { UsuarioSesion } from '../domain/admin/esquemas-usuario';

const usuario: UsuarioSesion = {
  usuario_id: 7,
  email: 'clinica@hospital.es',
  nombre: 'Ana',
  apellidos: 'García',
  rol: 'CLINICO',
  hospitales: [{ hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' }],
  laboratorios: [],
  biolabs: [],
};

afterEach(() => {
  sessionStore.getState().clear();
  deleteCookie(TOKEN_COOKIE);
});

describe('sessionStore', () => {
  test('the entry point exports the same single instance', () => {
    expect(sessionEntry.sessionStore).toBe(sessionStore);
    expect(globalThis).toHaveProperty('__registroLmaSessionStores', [expect.stringMatching(/^session-store-/)]);
  });

  test('a second evaluation of the module registers a second id, which is what the end-to-end check detects', async () => {
    const registry = globalThis as typeof globalThis & { __registroLmaSessionStores?: string[] };
    const before = registry.__registroLmaSessionStores?.length ?? 0;
    await jest.isolateModulesAsync(async () => {
      const copy = await import('./session-store');
      expect(copy.sessionStore).not.toBe(sessionStore);
    });
    expect(registry.__registroLmaSessionStores).toHaveLength(before + 1);
    registry.__registroLmaSessionStores?.pop();
  });

  test('starts from the token cookie left by a previous page load', async () => {
    writeCookie(TOKEN_COOKIE, 'token-previo');
    await jest.isolateModulesAsync(async () => {
      const copy = await import('./session-store');
      expect(copy.sessionStore.getState().token).toBe('token-previo');
    });
    (globalThis as typeof globalThis & { __registroLmaSessionStores?: string[] }).__registroLmaSessionStores?.pop();
  });

  test('setToken, setUsuario and clear update the state', () => {
    sessionStore.getState().setToken('t1');
    sessionStore.getState().setUsuario(usuario);
    expect(sessionStore.getState()).toMatchObject({ token: 't1', usuario });
    sessionStore.getState().clear();
    expect(sessionStore.getState()).toMatchObject({ token: null, usuario: null });
  });
});
