import { beforeAll, beforeEach, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usarDobleHttp, crearUsuarioSesion } from '@registro-lma/shared/mock';
import { AppThemeProvider, claveBorrador, DialogsHost, guardarBorrador, leerBorrador, MENSAJE_CAMBIOS_SIN_GUARDAR } from '@registro-lma/shared/ui';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { RUTAS_API } from '@registro-lma/shared/http';
import { precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { resumenDe } from '../../comun/resumen-etapas.fixture';
import { ETAPA_FILAS, registroDe } from './etapas-prueba.fixture';
import { EtapaScreen, type EtapaScreenProps } from './etapa-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const EJEMPLO = `${PACIENTE}/ejemplo`;
const BLOQUES: EtapaScreenProps['bloques'] = [{ etapa: ETAPA_FILAS }, { etapa: ETAPA_EJEMPLO, titulo: 'Rescate (primera línea)' }];
const CLAVE_FILA = claveBorrador(1, '/ejemplo/12/recaida/8');
const CLAVE_NUEVO = claveBorrador(1, '/ejemplo/12/muerte/nuevo');

beforeAll(precargarSelectorFecha);

beforeEach(() => {
  http
    .respond('GET', PACIENTE, pacienteDeApi())
    .respond('GET', `${PACIENTE}/etapas`, resumenDe())
    .respond('GET', `${PACIENTE}/episodios`, [registroDe({ registro_id: 8, datos: { ...registroDe().datos, ej_num: 1 } })])
    .fail('GET', EJEMPLO, { status: 404, message: 'Recurso no encontrado.' });
});

/** As in the host: a data router, which can hold a navigation until the user answers. */
async function abrir() {
  const router = createMemoryRouter(
    [
      { path: '/ejemplo/:id', element: <EtapaScreen bloques={BLOQUES} /> },
      { path: '/paciente/:id', element: <h1>Ficha del paciente</h1> },
    ],
    { initialEntries: ['/ejemplo/12'] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
      <DialogsHost />
    </AppThemeProvider>,
  );
  await waitFor(() => expect(screen.getAllByRole('group', { name: /^Fecha/ })).toHaveLength(2));
  return userEvent.setup({ delay: null });
}

const valores = () => screen.getAllByRole('textbox', { name: /^Valor/ });

test('con cambios en cualquiera de los formularios, salir pregunta; «Salir sin guardar» descarta sus borradores locales', async () => {
  const user = await abrir();
  const [fila] = valores();
  await user.type(fila as HTMLElement, '5');
  const rescate = screen.getByRole('region', { name: 'Rescate (primera línea)' });
  await user.click(within(rescate).getByRole('combobox', { name: /^¿Realizado\?/ }));
  await user.click(await screen.findByRole('option', { name: 'No' }));
  expect(leerBorrador(CLAVE_FILA)?.datos).toMatchObject({ datos: { ej_valor: '35' }, version: 2 });
  expect(leerBorrador(CLAVE_NUEVO)?.datos).toMatchObject({ datos: { ej_realizado: 'NO' }, version: null });

  await user.click(screen.getByRole('link', { name: 'Ver ficha del paciente' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
  expect(within(dialogo).getByText(MENSAJE_CAMBIOS_SIN_GUARDAR)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(valores()[0]).toHaveProperty('value', '35');

  await user.click(screen.getByRole('link', { name: 'Ver ficha del paciente' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));

  expect(await screen.findByRole('heading', { name: 'Ficha del paciente' })).toBeTruthy();
  expect(leerBorrador(CLAVE_FILA)).toBeNull();
  expect(leerBorrador(CLAVE_NUEVO)).toBeNull();
});

test('sin cambios se sale sin preguntar', async () => {
  const user = await abrir();

  await user.click(screen.getByRole('link', { name: 'Ver ficha del paciente' }));

  expect(await screen.findByRole('heading', { name: 'Ficha del paciente' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('un borrador local de un registro se ofrece al abrir la pantalla y «Restaurar» lo pone en sus campos', async () => {
  guardarBorrador(CLAVE_FILA, { datos: { ...registroDe().datos, ej_valor: 8 }, filas: [], version: 2 });
  const router = createMemoryRouter([{ path: '/ejemplo/:id', element: <EtapaScreen bloques={BLOQUES} /> }], { initialEntries: ['/ejemplo/12'] });
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
      <DialogsHost />
    </AppThemeProvider>,
  );
  const user = userEvent.setup({ delay: null });

  await user.click(within(await screen.findByRole('dialog', { name: 'Borrador sin guardar' })).getByRole('button', { name: 'Restaurar' }));

  await waitFor(() => expect(valores()[0]).toHaveProperty('value', '8'));
});
