import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { MENSAJE_LOGIN_INCORRECTO } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { usarDobleHttp, crearUsuarioSesion, renderScreen } from '@registro-lma/shared/mock';
import { readCookie, sessionStore, TOKEN_COOKIE } from '@registro-lma/shared/session';
import { LoginScreen } from './login-screen';

const http = usarDobleHttp();
const usuario = crearUsuarioSesion({ email: 'ana.gil@hospital.es' });

function renderLogin(path = '/login') {
  return renderScreen(<LoginScreen />, { path, route: '/login' });
}

async function entrar(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText(/Correo electrónico/), email);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

test('un acceso correcto guarda el token y el usuario y vuelve al inicio', async () => {
  http.respond('POST', ENDPOINTS.login, { token: 'token-nuevo' }).respond('GET', ENDPOINTS.usuarioToken, usuario);
  const { user } = renderLogin();

  await entrar(user, '  Ana.Gil@Hospital.ES ', 'una clave larga');

  expect(await screen.findByLabelText('Ruta actual')).toHaveProperty('textContent', '/');
  expect(http.callsTo('POST', ENDPOINTS.login)[0]?.body).toEqual({ email: 'ana.gil@hospital.es', password: 'una clave larga' });
  expect(readCookie(TOKEN_COOKIE)).toBe('token-nuevo');
  expect(sessionStore.getState()).toMatchObject({ token: 'token-nuevo', usuario });
});

test('vuelve al destino pedido cuando es una ruta de la aplicación', async () => {
  http.respond('POST', ENDPOINTS.login, { token: 't' }).respond('GET', ENDPOINTS.usuarioToken, usuario);
  const { user } = renderLogin(`/login?destino=${encodeURIComponent('/paciente/12')}`);

  await entrar(user, 'ana.gil@hospital.es', 'una clave larga');

  expect(await screen.findByLabelText('Ruta actual')).toHaveProperty('textContent', '/paciente/12');
});

test('un destino externo se ignora', async () => {
  http.respond('POST', ENDPOINTS.login, { token: 't' }).respond('GET', ENDPOINTS.usuarioToken, usuario);
  const { user } = renderLogin(`/login?destino=${encodeURIComponent('https://malicioso.example/')}`);

  await entrar(user, 'ana.gil@hospital.es', 'una clave larga');

  expect(await screen.findByLabelText('Ruta actual')).toHaveProperty('textContent', '/');
});

test('credenciales incorrectas (401) muestran el mensaje exacto y no abren sesión', async () => {
  http.fail('POST', ENDPOINTS.login, { status: 401, message: 'Otro texto de la API' });
  const { user } = renderLogin();

  await entrar(user, 'ana.gil@hospital.es', 'equivocada');

  expect((await screen.findByRole('alert')).textContent).toBe(MENSAJE_LOGIN_INCORRECTO);
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
  expect(http.callsTo('GET', ENDPOINTS.usuarioToken)).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', false);
});

test('demasiados intentos (429) muestran el mensaje de la API', async () => {
  const mensaje = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
  http.fail('POST', ENDPOINTS.login, { status: 429, message: mensaje });
  const { user } = renderLogin();

  await entrar(user, 'ana.gil@hospital.es', 'otra más');

  expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
});

test('sin conexión se explica en español', async () => {
  http.fail('POST', ENDPOINTS.login, { status: 0 });
  const { user } = renderLogin();

  await entrar(user, 'ana.gil@hospital.es', 'una clave larga');

  expect((await screen.findByRole('alert')).textContent).toMatch(/No se pudo conectar con el servidor/);
});

test('los campos obligatorios vacíos se marcan en rojo y no se llama a la API', async () => {
  const { user } = renderLogin();

  await user.click(screen.getByRole('button', { name: 'Entrar' }));

  const email = screen.getByLabelText(/Correo electrónico/);
  const password = screen.getByLabelText(/Contraseña/);
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  expect(within(email.closest('[data-estado]') as HTMLElement).getByText('Este campo es obligatorio.')).toBeTruthy();
  expect(email.closest('[data-estado]')?.getAttribute('data-estado')).toBe('error');
  expect(http.calls).toHaveLength(0);
});

test('el botón queda desactivado con progreso mientras se envía', async () => {
  let responder: (valor: unknown) => void = () => undefined;
  http.respond('POST', ENDPOINTS.login, () => new Promise((resolve) => (responder = resolve)));
  http.respond('GET', ENDPOINTS.usuarioToken, usuario);
  const { user } = renderLogin();

  await entrar(user, 'ana.gil@hospital.es', 'una clave larga');

  expect(screen.getByRole('button', { name: /Entrar/ })).toHaveProperty('disabled', true);
  expect(screen.getByRole('progressbar', { name: 'Entrando' })).toBeTruthy();
  responder({ token: 't' });
  expect(await screen.findByLabelText('Ruta actual')).toHaveProperty('textContent', '/');
});
