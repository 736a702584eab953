import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crearUsuarioSesion, signInAs } from '@registro-lma/shared/mock';
import { failRemote, provideRemote, runtimeCalls } from '../test/federation-runtime.double';
import { renderHost, resetHost } from '../test/host-test-setup';

beforeEach(() => {
  resetHost();
  signInAs(crearUsuarioSesion());
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('/mantenimiento without maintenance goes to the home page', async () => {
  const { router } = renderHost('/mantenimiento');

  expect(await screen.findByText('Pantalla Inicio')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
});

test.each([
  ['LABORATORIO', '/laboratorio', 'Pantalla ListaLaboratorio'],
  ['BIOBANCO', '/biobanco', 'Pantalla ListaBiobanco'],
] as const)('a %s user who opens / lands on the worklist %s', async (rol, destino, pantalla) => {
  signInAs(crearUsuarioSesion({ rol }));
  const { router } = renderHost('/');

  expect(await screen.findByText(pantalla)).toBeTruthy();
  expect(router.state.location.pathname).toBe(destino);
});

test('an unknown route shows «Page Not Found» inside the layout, with the way back home', async () => {
  renderHost('/pacientes/no-existe');

  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  expect(screen.getByText('La página que busca no existe o ha cambiado de dirección.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  expect(screen.getByText('Registro LMA')).toBeTruthy();
});

test('a rendering error shows the fatal error screen without its details and logs it', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new Error('detalle interno que no debe verse');
  provideRemote('patients', {
    Inicio: () => {
      throw failure;
    },
  });

  renderHost('/');

  expect(await screen.findByRole('heading', { name: 'Se ha producido un error inesperado' })).toBeTruthy();
  expect(screen.queryByText(/detalle interno/)).toBeNull();
  expect(screen.queryByText('Registro LMA')).toBeNull();
  expect(consoleError).toHaveBeenCalledWith(failure);
});

test('a dead remote shows «No se pudo cargar esta sección.» while the shell and other areas keep working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  failRemote('downloads');
  const { router } = renderHost('/descargas');

  expect(await screen.findByText('No se pudo cargar esta sección.')).toBeTruthy();
  expect(screen.getByText('Registro LMA')).toBeTruthy();
  // The first attempt and the one retry of the runtime plugin.
  expect(runtimeCalls.loadRemote).toEqual(['downloads/Screens', 'downloads/Screens']);

  await act(() => router.navigate('/paciente/4'));
  expect(await screen.findByText('Pantalla Paciente 4')).toBeTruthy();
});

test('«Reintentar» loads the remote again and shows the screen once it answers', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  failRemote('downloads');
  renderHost('/descargas');
  await screen.findByText('No se pudo cargar esta sección.');

  failRemote('downloads', 0);
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByText('Pantalla Descargas')).toBeTruthy();
  expect(screen.queryByText('No se pudo cargar esta sección.')).toBeNull();
});

test('one failed attempt is retried by the runtime plugin without the user noticing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  failRemote('samples', 1);

  renderHost('/biobanco/LMA-0007/2');

  expect(await screen.findByText('Pantalla Biobanco LMA-0007 2')).toBeTruthy();
  expect(screen.queryByText('No se pudo cargar esta sección.')).toBeNull();
});

test('a remote is loaded only when one of its routes is visited, and once', async () => {
  const { router } = renderHost('/paciente/1');
  await screen.findByText('Pantalla Paciente 1');

  await act(() => router.navigate('/diagnostico/1'));
  await screen.findByText('Pantalla Diagnostico 1');

  expect(runtimeCalls.loadRemote).toEqual(['patients/Screens']);
});
