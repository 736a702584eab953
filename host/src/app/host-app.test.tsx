import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crearUsuarioSesion, notifications, signInAs } from '@registro-lma/shared/mock';
import { provideRemote } from '../test/federation-runtime.double';
import { renderHost, resetHost, TEST_CONFIG } from '../test/host-test-setup';

// Stops jsdom from attempting (and reporting) a real navigation when a link is allowed through.
const stopBrowserNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  resetHost();
  signInAs(crearUsuarioSesion());
  provideRemote('patients', {
    Inicio: () => (
      <>
        <a href="https://www.sehh.es/protocolo-lma.pdf">Protocolo</a>
        <a href="https://desconocido.example.com/">Enlace externo</a>
      </>
    ),
  });
  window.addEventListener('click', stopBrowserNavigation);
});

afterEach(() => {
  window.removeEventListener('click', stopBrowserNavigation);
});

test('a link to another origin is refused with «Navegación externa no permitida.»', async () => {
  renderHost('/');

  await userEvent.click(await screen.findByText('Enlace externo'));

  expect(notifications.map(({ message, variant }) => ({ message, variant }))).toEqual([
    { message: 'Navegación externa no permitida.', variant: 'warning' },
  ]);
});

test('an origin of the runtime allow-list is followed without a warning', async () => {
  renderHost('/', { ...TEST_CONFIG, allowedExternalOrigins: ['https://www.sehh.es'] });

  await userEvent.click(await screen.findByText('Protocolo'));

  expect(notifications).toEqual([]);
});
