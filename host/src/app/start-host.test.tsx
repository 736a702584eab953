import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { crearUsuarioSesion, signInAs, type HttpDouble } from '@registro-lma/shared/mock';
import { claveBorrador, guardarBorrador, VIGENCIA_BORRADOR_MS } from '@registro-lma/shared/ui';
import { RuntimeConfigError, type RuntimeConfig } from '../config/runtime-config';
import { runtimeCalls } from '../test/federation-runtime.double';
import { resetHost, TEST_CONFIG } from '../test/host-test-setup';
import { startHost } from './start-host';

let http: HttpDouble;
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  http = resetHost();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.restoreAllMocks();
});

async function start(path: string, loadConfig: () => Promise<RuntimeConfig>): Promise<void> {
  await act(async () => {
    root = await startHost(container, {
      loadConfig,
      createRouter: (routes: RouteObject[]) => createMemoryRouter(routes, { initialEntries: [path] }),
    });
  });
}

test('an unreadable runtime config shows the Spanish start-up error and loads nothing', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  await start('/', () => Promise.reject(new RuntimeConfigError('/runtime-config.json answered 500')));

  expect(screen.getByRole('heading', { name: 'No se pudo iniciar el Registro LMA' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  expect(consoleError).toHaveBeenCalled();
  expect(runtimeCalls.registeredRemotes).toEqual([]);
  expect(http.calls).toEqual([]);
});

test('maintenance on replaces the whole application, whatever the route', async () => {
  signInAs(crearUsuarioSesion());

  await start('/paciente/12', async () => ({ ...TEST_CONFIG, maintenance: true }));

  expect(screen.getByRole('heading', { name: 'Mantenimiento en curso' })).toBeTruthy();
  expect(screen.getByText('Estamos realizando actualizaciones importantes. La plataforma estará disponible pronto.')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Dos personas construyendo una página web' })).toBeTruthy();
  expect(screen.queryByText(/Pantalla/)).toBeNull();
  expect(http.calls).toEqual([]);
  expect(runtimeCalls.loadRemote).toEqual([]);
});

test('maintenance off registers every remote by its manifest and shows the requested route', async () => {
  signInAs(crearUsuarioSesion());

  await start('/paciente/12', async () => ({ ...TEST_CONFIG, remotes: { ...TEST_CONFIG.remotes, samples: 'https://cdn.example.org/samples' } }));

  expect(await screen.findByText('Pantalla Paciente 12')).toBeTruthy();
  expect(screen.queryByText('Mantenimiento en curso')).toBeNull();
  expect(runtimeCalls.registeredRemotes).toEqual([
    { name: 'auth', entry: '/mfe/auth/remoteEntry.js' },
    { name: 'patients', entry: '/mfe/patients/remoteEntry.js' },
    { name: 'samples', entry: 'https://cdn.example.org/samples/remoteEntry.js' },
    { name: 'downloads', entry: '/mfe/downloads/remoteEntry.js' },
  ]);
});

test('start-up drops the form drafts older than their lifetime and keeps the recent ones', async () => {
  signInAs(crearUsuarioSesion());
  const viejo = claveBorrador(1, '/registrar-paciente');
  const reciente = claveBorrador(1, '/registrar-paciente/4');
  guardarBorrador(viejo, { sexo: 'MUJER' }, new Date(Date.now() - VIGENCIA_BORRADOR_MS - 60_000));
  guardarBorrador(reciente, { sexo: 'HOMBRE' }, new Date());

  await start('/', async () => TEST_CONFIG);

  expect(window.localStorage.getItem(viejo)).toBeNull();
  expect(window.localStorage.getItem(reciente)).not.toBeNull();
  window.localStorage.clear();
});
