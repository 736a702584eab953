import { expect, test } from '@jest/globals';
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { renderScreen } from '@registro-lma/shared/mock';
import screens from './screens';

test('expone las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(['Auditoria', 'Bitacora', 'CambiarContrasena', 'Catalogos', 'Hospitales', 'Libreria', 'Login', 'Usuarios']);
});

test('cada pantalla llega en su propio trozo y el host puede cargarla con React.lazy', async () => {
  const { Login } = screens;
  if (!Login) throw new Error('Falta la pantalla Login');
  const ComoLaCargaElHost = lazy(async () => ({ default: Login }));

  renderScreen(<ComoLaCargaElHost />, { path: '/login', route: '/login' });

  expect(screen.queryByRole('heading', { name: 'Registro LMA' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Registro LMA' })).toBeTruthy();
});
