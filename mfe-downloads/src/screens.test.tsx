import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderRemoteScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import screens from './screens';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

test('la ruta /descargas carga la pantalla de descargas', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  renderRemoteScreen(screens, 'Descargas', { path: '/descargas', route: '/descargas' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Descargas' })).toBeTruthy();
});
