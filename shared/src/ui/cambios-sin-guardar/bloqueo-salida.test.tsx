import { expect, test } from '@jest/globals';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { renderScreen } from '../../mock/render-screen';
import { DialogsHost } from '../dialogs/dialogs-host';
import { MENSAJE_CAMBIOS_SIN_GUARDAR } from '../dialogs/formulario-dialogs';
import { BloqueoSalida } from './bloqueo-salida';

const salidas: string[] = [];

function Edicion() {
  const [cambiado, setCambiado] = useState(false);
  return (
    <>
      <h1>Edición</h1>
      <button type="button" onClick={() => setCambiado(true)}>
        Escribir
      </button>
      <Link to="/otra">Ir a otra pantalla</Link>
      <BloqueoSalida activo={cambiado} alSalir={() => salidas.push('salida')} />
    </>
  );
}

function renderEnRouterDeDatos() {
  const router = createMemoryRouter([
    { path: '/edicion', element: <Edicion /> },
    { path: '/otra', element: <h1>Otra pantalla</h1> },
  ], { initialEntries: ['/edicion'] });
  render(
    <>
      <RouterProvider router={router} />
      <DialogsHost />
    </>,
  );
  return userEvent.setup();
}

function cierreDePestana(): Event {
  const evento = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(evento);
  return evento;
}

test('sin cambios se navega sin preguntar', async () => {
  const user = renderEnRouterDeDatos();

  await user.click(screen.getByRole('link', { name: 'Ir a otra pantalla' }));

  expect(await screen.findByRole('heading', { name: 'Otra pantalla' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('con cambios la navegación espera al diálogo: «Seguir editando» se queda', async () => {
  const user = renderEnRouterDeDatos();
  await user.click(screen.getByRole('button', { name: 'Escribir' }));

  await user.click(screen.getByRole('link', { name: 'Ir a otra pantalla' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
  expect(within(dialogo).getByText(MENSAJE_CAMBIOS_SIN_GUARDAR)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('heading', { name: 'Edición' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Otra pantalla' })).toBeNull();
});

test('con cambios, «Salir sin guardar» avisa a la pantalla y continúa la navegación', async () => {
  salidas.length = 0;
  const user = renderEnRouterDeDatos();
  await user.click(screen.getByRole('button', { name: 'Escribir' }));
  await user.click(screen.getByRole('link', { name: 'Ir a otra pantalla' }));

  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));

  expect(await screen.findByRole('heading', { name: 'Otra pantalla' })).toBeTruthy();
  expect(salidas).toEqual(['salida']);
});

test('con cambios, cerrar o recargar la pestaña pide confirmación al navegador', async () => {
  const user = renderEnRouterDeDatos();
  expect(cierreDePestana().defaultPrevented).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Escribir' }));

  expect(cierreDePestana().defaultPrevented).toBe(true);
});

test('bajo un router sin datos no falla y sigue avisando al cerrar la pestaña', async () => {
  const { user } = renderScreen(<Edicion />);

  await user.click(screen.getByRole('button', { name: 'Escribir' }));

  expect(cierreDePestana().defaultPrevented).toBe(true);
});
