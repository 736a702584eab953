import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemoteScreen } from '@registro-lma/shared/mock';
import { AVISO_PENDIENTE } from '@registro-lma/shared/ui';
import screens from './screens';

test('la pantalla de descargas muestra su título y el aviso', () => {
  renderRemoteScreen(screens, 'Descargas', { path: '/descargas', route: '/descargas' });

  expect(screen.getByRole('heading', { level: 1, name: 'Descargas' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(AVISO_PENDIENTE);
  expect(screen.queryByLabelText('Datos de la ruta')).toBeNull();
});
