import { beforeAll, beforeEach, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usarDobleHttp, crearUsuarioSesion, renderScreen } from '@registro-lma/shared/mock';
import { AppThemeProvider, claveBorrador, DialogsHost, guardarBorrador, leerBorrador, MENSAJE_CAMBIOS_SIN_GUARDAR } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { grupoFecha, precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { RegistrarPacienteScreen } from './registrar-paciente-screen';
import { valoresEdicion } from './paciente-mapper';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const CLAVE_EDICION = claveBorrador(1, '/registrar-paciente/12');

beforeAll(precargarSelectorFecha);

beforeEach(() => {
  http.respond('GET', PACIENTE, pacienteDeApi());
});

async function abrirEdicion() {
  const rendered = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Editar paciente LMA-000123' });
  await grupoFecha('Fecha de nacimiento');
  return rendered;
}

const medico = () => screen.getByRole('textbox', { name: /^Médico responsable/ });

function cierreDePestana(): Event {
  const evento = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(evento);
  return evento;
}

test('lo escrito queda como borrador local del usuario, la pantalla y el paciente, y cerrar la pestaña pide confirmación', async () => {
  const { user } = await abrirEdicion();
  expect(cierreDePestana().defaultPrevented).toBe(false);

  await user.type(medico(), ' (guardia)');

  expect(leerBorrador(CLAVE_EDICION)?.datos).toMatchObject({ paciente: { medico_responsable: 'Dra. Gómez (guardia)' }, version: 3 });
  expect(leerBorrador(claveBorrador(1, '/registrar-paciente'))).toBeNull();
  expect(cierreDePestana().defaultPrevented).toBe(true);
});

test('al volver a abrir el formulario se ofrece el borrador con su fecha y «Restaurar» lo pone en los campos', async () => {
  const guardado = valoresEdicion(pacienteDeApi({ medico_responsable: 'Dr. Ruiz' }));
  guardarBorrador(CLAVE_EDICION, guardado, new Date('2025-03-02T17:40:00Z'));
  const { user } = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });

  const dialogo = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
  expect(within(dialogo).getByText('Se ha recuperado un borrador sin guardar del 02/03/2025 18:40. ¿Desea restaurarlo?')).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));

  await waitFor(() => expect(medico()).toHaveProperty('value', 'Dr. Ruiz'));
  expect(cierreDePestana().defaultPrevented).toBe(true);
});

test('«Descartar» borra el borrador y deja los datos del servidor', async () => {
  guardarBorrador(CLAVE_EDICION, valoresEdicion(pacienteDeApi({ medico_responsable: 'Dr. Ruiz' })));
  const { user } = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });

  await user.click(within(await screen.findByRole('dialog', { name: 'Borrador sin guardar' })).getByRole('button', { name: 'Descartar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(medico()).toHaveProperty('value', 'Dra. Gómez');
  expect(leerBorrador(CLAVE_EDICION)).toBeNull();
});

test('guardar con éxito borra el borrador local', async () => {
  http.respond('PUT', PACIENTE, pacienteDeApi({ version: 4 }));
  const { user } = await abrirEdicion();
  await user.type(medico(), ' (guardia)');
  expect(leerBorrador(CLAVE_EDICION)).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

  await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/12'));
  expect(leerBorrador(CLAVE_EDICION)).toBeNull();
});

test('un borrador de otra forma (de una versión anterior) no se ofrece', async () => {
  guardarBorrador(CLAVE_EDICION, { otra: 'cosa' });
  await abrirEdicion();

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(medico()).toHaveProperty('value', 'Dra. Gómez');
  expect(leerBorrador(CLAVE_EDICION)).toBeNull();
});

/** As in the host: a data router, which can hold a navigation until the user answers. */
async function abrirEnRouterDeLaAplicacion() {
  const router = createMemoryRouter(
    [
      { path: '/registrar-paciente/:id', element: <RegistrarPacienteScreen /> },
      { path: '/paciente/:id', element: <h1>Ficha del paciente</h1> },
    ],
    { initialEntries: ['/registrar-paciente/12'] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
      <DialogsHost />
    </AppThemeProvider>,
  );
  await grupoFecha('Fecha de nacimiento');
  return userEvent.setup({ delay: null });
}

test('salir con cambios sin guardar pregunta; «Salir sin guardar» sale y descarta el borrador', async () => {
  const user = await abrirEnRouterDeLaAplicacion();
  await user.type(medico(), ' (guardia)');

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
  expect(within(dialogo).getByText(MENSAJE_CAMBIOS_SIN_GUARDAR)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(medico()).toHaveProperty('value', 'Dra. Gómez (guardia)');

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));

  expect(await screen.findByRole('heading', { name: 'Ficha del paciente' })).toBeTruthy();
  expect(leerBorrador(CLAVE_EDICION)).toBeNull();
});

test('tras guardar con éxito se abre la ficha sin preguntar', async () => {
  http.respond('PUT', PACIENTE, pacienteDeApi({ version: 4 }));
  const user = await abrirEnRouterDeLaAplicacion();
  await user.type(medico(), ' (guardia)');

  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

  expect(await screen.findByRole('heading', { name: 'Ficha del paciente' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});
