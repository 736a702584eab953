import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { LISTA_COOKIE, readCookie, TOKEN_COOKIE, writeCookie } from '../session/cookies';
import { sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { crearUsuarioSesion, resetSession, signInAs, TOKEN_DE_PRUEBA } from './session-doubles';

afterEach(() => resetSession());

function RolShown() {
  const rol = useSession((state) => state.usuario?.rol ?? 'anónimo');
  return <p>{rol}</p>;
}

describe('session doubles', () => {
  test('crearUsuarioSesion builds a clinician and applies the changes', () => {
    expect(crearUsuarioSesion()).toMatchObject({ rol: 'CLINICO', hospitales: [{ codigo: 'HUVR' }] });
    expect(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] })).toMatchObject({ rol: 'ADMIN', hospitales: [] });
  });

  test('signInAs sets the token cookie and the store, and screens see the user', () => {
    render(<RolShown />);
    act(() => signInAs(crearUsuarioSesion({ rol: 'BIOBANCO', biolabs: ['BIO1'] })));
    expect(readCookie(TOKEN_COOKIE)).toBe(TOKEN_DE_PRUEBA);
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN_DE_PRUEBA, usuario: { rol: 'BIOBANCO', biolabs: ['BIO1'] } });
    expect(screen.getByText('BIOBANCO')).toBeTruthy();
  });

  test('signInAs takes a specific token', () => {
    signInAs(crearUsuarioSesion(), 'otro-token');
    expect(readCookie(TOKEN_COOKIE)).toBe('otro-token');
  });

  test('resetSession clears cookies and store', () => {
    signInAs(crearUsuarioSesion());
    writeCookie(LISTA_COOKIE, 'x');
    resetSession();
    expect([readCookie(TOKEN_COOKIE), readCookie(LISTA_COOKIE)]).toEqual([null, null]);
    expect(sessionStore.getState()).toMatchObject({ token: null, usuario: null });
  });
});
