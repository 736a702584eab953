import { beforeEach, expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, signInAs, type HttpDouble } from '@registro-lma/shared/mock';
import { guardarToken, LISTA_COOKIE, readCookie, sessionStore, TOKEN_COOKIE, writeCookie } from '@registro-lma/shared/session';
import { provideRemote } from '../test/federation-runtime.double';
import { renderHost, resetHost } from '../test/host-test-setup';

let http: HttpDouble;

beforeEach(() => {
  http = resetHost();
});

test('without a token every route but /login goes to /login, replacing the history entry', async () => {
  const { router } = renderHost('/paciente/7');

  await screen.findByText('Pantalla Login');
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?destino=%2Fpaciente%2F7');
  expect(router.state.historyAction).toBe('REPLACE');

  await act(() => router.navigate('/descargas'));
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.historyAction).toBe('REPLACE');
  expect(http.callsTo('GET', ENDPOINTS.renovarToken)).toHaveLength(0);
});

test('opening /login directly ends the session: token and lista cookies deleted, store cleared', async () => {
  signInAs(crearUsuarioSesion());
  writeCookie(LISTA_COOKIE, '[3,8]');

  renderHost('/login');

  await screen.findByText('Pantalla Login');
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
  expect(readCookie(LISTA_COOKIE)).toBeNull();
  expect(sessionStore.getState()).toMatchObject({ token: null, usuario: null });
});

test('going to /login from another page also ends the session', async () => {
  signInAs(crearUsuarioSesion());
  writeCookie(LISTA_COOKIE, '[3,8]');
  const { router } = renderHost('/descargas');
  await screen.findByText('Pantalla Descargas');

  await act(() => router.navigate('/login'));

  expect(screen.getByText('Pantalla Login')).toBeTruthy();
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
  expect(readCookie(LISTA_COOKIE)).toBeNull();
});

test('each navigation renews the token and stores the new one before the screen renders', async () => {
  provideRemote('downloads', { Descargas: () => <p>{`Token al pintar: ${readCookie(TOKEN_COOKIE) ?? 'ninguno'}`}</p> });
  signInAs(crearUsuarioSesion(), 'token-del-login');

  const { router } = renderHost('/descargas');
  expect(await screen.findByText('Token al pintar: token-renovado-1')).toBeTruthy();

  await act(() => router.navigate('/'));
  await act(() => router.navigate('/descargas'));

  expect(await screen.findByText('Token al pintar: token-renovado-3')).toBeTruthy();
  expect(http.callsTo('GET', ENDPOINTS.renovarToken)).toHaveLength(3);
  expect(sessionStore.getState().token).toBe('token-renovado-3');
});

test('loads the user of the token once when the store has none (page reload)', async () => {
  guardarToken('token-tras-recargar');
  http.respond('GET', ENDPOINTS.usuarioToken, crearUsuarioSesion({ nombre: 'Lucía', apellidos: 'Pardo Gil' }));

  const { router } = renderHost('/');
  expect(await screen.findByText('Lucía Pardo Gil')).toBeTruthy();
  await act(() => router.navigate('/descargas'));

  expect(http.callsTo('GET', ENDPOINTS.usuarioToken)).toHaveLength(1);
  expect(sessionStore.getState().usuario?.email).toBe('clinico@hospital.es');
});

test('a failed renewal sends the user to /login', async () => {
  signInAs(crearUsuarioSesion());
  http.fail('GET', ENDPOINTS.renovarToken, { status: 401, message: 'Sesión no válida o caducada.' });

  const { router } = renderHost('/paciente/3');

  await screen.findByText('Pantalla Login');
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.queryByText('Pantalla Paciente 3')).toBeNull();
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
});

test('while the password must be changed, every route leads to the change-password screen, which itself opens', async () => {
  http.respond('GET', ENDPOINTS.renovarToken, { token: 'token-renovado', debe_cambiar_password: true });
  signInAs(crearUsuarioSesion());
  const { router } = renderHost('/paciente/7');

  expect(await screen.findByText('Pantalla CambiarContrasena')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/cambiar-contrasena');

  await act(() => router.navigate('/admin/usuarios'));
  expect(router.state.location.pathname).toBe('/cambiar-contrasena');
});
