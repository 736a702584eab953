import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJES } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { usarDobleHttp, renderScreen, escribirLimitePeriodo } from '@registro-lma/shared/mock';
import { BitacoraScreen } from './bitacora-screen';
import type { RegistroBitacora } from './registro-bitacora-view';

const http = usarDobleHttp();

const LISTA = /^\/leucemiaLogs\/api\/appBitacora\?/;

const registro: RegistroBitacora = {
  bitacora_id: 31,
  fecha: '2024-05-10T08:15:30.123Z',
  request: '{"method":"GET","url":"/leucemia/api/pacientes/12"}',
  response: '500 Error interno',
  usuario: 'ana.gil@hospital.es',
  rol: 'CLINICO',
  url: '/paciente/12',
  verificado: true,
  usuario_declarado: null,
  rol_declarado: null,
};

beforeEach(() => {
  http.respond('GET', LISTA, { items: [registro], total: 1 });
});

test('muestra cada error con su fecha en hora de Madrid y despliega la petición', async () => {
  const { user } = renderScreen(<BitacoraScreen />);

  const fila = (await screen.findByRole('cell', { name: '/paciente/12' })).closest('tr') as HTMLElement;
  expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent).slice(1)).toEqual([
    '10/05/2024 10:15',
    'ana.gil@hospital.es',
    'Investigador clínico',
    '/paciente/12',
    '500 Error interno',
  ]);
  expect(screen.queryByText(/"method": "GET"/)).toBeNull();

  await user.click(within(fila).getByRole('button', { name: 'Ver la petición' }));

  expect(screen.getByText(/"method": "GET"/)).toBeTruthy();
  expect(within(fila).getByRole('button', { name: 'Ocultar la petición' }).getAttribute('aria-expanded')).toBe('true');
});

test('sin token válido, el usuario y el rol que dijo el cliente se muestran marcados como «declarado»', async () => {
  http.respond('GET', LISTA, {
    items: [{ ...registro, usuario: null, rol: null, usuario_declarado: 'suplantado@x.es', rol_declarado: 'ADMIN', verificado: false }],
    total: 1,
  });
  renderScreen(<BitacoraScreen />);

  const fila = (await screen.findByRole('cell', { name: '/paciente/12' })).closest('tr') as HTMLElement;
  expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent).slice(2, 4)).toEqual([
    'suplantado@x.esdeclarado',
    'Administradordeclarado',
  ]);
});

test('los filtros construyen la consulta de la API y vuelven a la primera página', async () => {
  const { user } = renderScreen(<BitacoraScreen />);
  await screen.findByRole('table', { name: 'Bitácora de errores' });
  expect(http.calls[0]?.url).toBe(`${ENDPOINTS.bitacora}?pagina=1&tamano=50`);

  await escribirLimitePeriodo(user, 'Desde', '01052024');
  await escribirLimitePeriodo(user, 'Hasta', '31052024');
  await user.type(screen.getByRole('textbox', { name: 'Usuario' }), ' ana.gil ');
  await user.type(screen.getByRole('textbox', { name: 'Dirección' }), '/paciente');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));

  await waitFor(() =>
    expect(http.calls.at(-1)?.url).toBe(
      `${ENDPOINTS.bitacora}?desde=2024-05-01&hasta=2024-05-31&usuario=ana.gil&url=%2Fpaciente&pagina=1&tamano=50`,
    ),
  );
  expect(http.calls).toHaveLength(2);
});

test('un periodo invertido se señala (G11) y no se aplica', async () => {
  const { user } = renderScreen(<BitacoraScreen />);
  await screen.findByRole('table', { name: 'Bitácora de errores' });

  await escribirLimitePeriodo(user, 'Desde', '31052024');
  await escribirLimitePeriodo(user, 'Hasta', '01052024');

  expect(screen.getByText(MENSAJES.G11.texto)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveProperty('disabled', true);
  expect(http.calls).toHaveLength(1);
});

test('«Limpiar» quita los filtros', async () => {
  const { user } = renderScreen(<BitacoraScreen />);
  await screen.findByRole('table', { name: 'Bitácora de errores' });
  await user.type(screen.getByRole('textbox', { name: 'Usuario' }), 'ana');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(http.calls).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: 'Limpiar' }));

  await waitFor(() => expect(http.calls.at(-1)?.url).toBe(`${ENDPOINTS.bitacora}?pagina=1&tamano=50`));
  expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveProperty('value', '');
});
