import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, signInAs, type HttpDouble } from '@registro-lma/shared/mock';
import { claveBorrador, guardarBorrador } from '@registro-lma/shared/ui';
import { LISTA_COOKIE, readCookie, sessionStore, TOKEN_COOKIE, writeCookie } from '@registro-lma/shared/session';
import { renderHost, resetHost } from '../test/host-test-setup';

const hospitales = [
  { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
  { hospital_id: 2, codigo: 'HCSC', nombre: 'Hospital Clínico San Carlos' },
];

let http: HttpDouble;

beforeEach(() => {
  http = resetHost();
  window.localStorage.clear();
});

function navigationLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

test('shows the application name, the user, the role label and the centre codes', async () => {
  signInAs(crearUsuarioSesion({ nombre: 'Marta', apellidos: 'Ruiz Soto', rol: 'CLINICO', hospitales }));

  renderHost('/');
  await screen.findByText('Pantalla Inicio');

  expect(screen.getByText('Registro LMA')).toBeTruthy();
  const usuario = screen.getByLabelText('Usuario conectado');
  expect(usuario.textContent).toContain('Marta Ruiz Soto');
  expect(usuario.textContent).toContain('Investigador clínico');
  expect(usuario.textContent).toContain('Centros: HUVR, HCSC');
  expect(navigationLabels()).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Auditoría']);
});

test('the first link a keyboard reaches skips the navigation to the screen', async () => {
  signInAs(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }));
  renderHost('/descargas');
  await screen.findByText('Pantalla Descargas');

  await userEvent.tab();
  const salto = screen.getByRole('link', { name: 'Saltar al contenido' });
  expect(document.activeElement).toBe(salto);
  expect(document.querySelector(salto.getAttribute('href') ?? '')).toBe(screen.getByRole('main'));
});

test('an ADMIN also gets the administration links', async () => {
  signInAs(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }));

  renderHost('/descargas');
  await screen.findByText('Pantalla Descargas');

  expect(navigationLabels()).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Usuarios', 'Centros', 'Bitácora', 'Catálogos', 'Auditoría']);
  expect(screen.getByLabelText('Usuario conectado').textContent).toContain('Administrador');
  expect(screen.getByRole('link', { name: 'Centros' }).getAttribute('href')).toBe('/admin/hospitales');
});

test('a COORDINADOR gets the audit trail link and no administration links', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales }));

  renderHost('/');
  await screen.findByText('Pantalla Inicio');

  expect(navigationLabels()).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Biobanco', 'Auditoría']);
  expect(screen.getByRole('link', { name: 'Auditoría' }).getAttribute('href')).toBe('/auditoria');
});

test('«Cerrar sesión» ends the session in the API, deletes the cookies and every form draft, empties the store and opens /login', async () => {
  http.respond('POST', ENDPOINTS.cerrarSesion, null);
  signInAs(crearUsuarioSesion());
  writeCookie(LISTA_COOKIE, '[1]');
  guardarBorrador(claveBorrador(1, '/registrar-paciente'), { sexo: 'MUJER' });
  guardarBorrador(claveBorrador(2, '/notas/3'), { texto: 'otra persona' });
  window.localStorage.setItem('otra-clave', 'se queda');
  const { router } = renderHost('/');
  await screen.findByText('Pantalla Inicio');

  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

  expect(await screen.findByText('Pantalla Login')).toBeTruthy();
  const cierres = http.callsTo('POST', ENDPOINTS.cerrarSesion);
  expect(cierres).toHaveLength(1);
  expect(window.localStorage.length).toBe(1);
  expect(window.localStorage.getItem('otra-clave')).toBe('se queda');
  expect(router.state.location.pathname).toBe('/login');
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
  expect(readCookie(LISTA_COOKIE)).toBeNull();
  expect(sessionStore.getState()).toMatchObject({ token: null, usuario: null });
});

test('the login screen is shown without the layout', async () => {
  renderHost('/login');

  await screen.findByText('Pantalla Login');
  expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
});

test('the user menu leads to the change-password screen', async () => {
  signInAs(crearUsuarioSesion());
  renderHost('/');
  await screen.findByText('Pantalla Inicio');

  await userEvent.click(screen.getByRole('link', { name: 'Cambiar contraseña' }));

  expect(await screen.findByText('Pantalla CambiarContrasena')).toBeTruthy();
});
