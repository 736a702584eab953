import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../mock/render-screen';
import { ErrorState } from './error-state';

test('un fallo pasajero ofrece «Reintentar»; una negativa de permisos, no', () => {
  const { unmount } = renderScreen(<ErrorState message="Error interno del servidor." status={500} onRetry={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  unmount();
  renderScreen(<ErrorState message="No tiene permisos para realizar esta acción." status={403} onRetry={() => undefined} />);
  expect(screen.getByText('No tiene permisos para realizar esta acción.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
});
