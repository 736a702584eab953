import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { AVISO_CENTRO_CON_USUARIOS, type Hospital } from '@registro-lma/shared/domain';
import { usarDobleHttp, claveEnvioDe, notifications, renderScreen } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { HospitalesScreen } from './hospitales-screen';

const http = usarDobleHttp();

const LISTA = /^\/leucemiaHospitales\/api\/hospitales\?/;

const hospital: Hospital = {
  hospital_id: 4,
  codigo: 'HUMS01',
  nombre: 'Hospital Universitario Miguel Servet',
  ciudad: 'Zaragoza',
  provincia: 'Zaragoza',
  pais: 'ES',
  comunidad_autonoma: 'AR',
  investigador_principal: null,
  email_contacto: null,
  activo: true,
  version: 2,
};

beforeEach(() => {
  http.respond('GET', LISTA, { items: [hospital], total: 1 });
});

async function abrirAlta() {
  const rendered = renderScreen(<HospitalesScreen />);
  await screen.findByRole('table', { name: 'Centros' });
  await rendered.user.click(screen.getByRole('button', { name: 'Nuevo centro' }));
  return { ...rendered, dialogo: await screen.findByRole('dialog', { name: 'Nuevo centro' }) };
}

test('la lista muestra el país y la comunidad autónoma por su nombre', async () => {
  renderScreen(<HospitalesScreen />);

  const fila = (await screen.findByRole('cell', { name: 'HUMS01' })).closest('tr') as HTMLElement;
  expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent).slice(0, 6)).toEqual([
    'HUMS01',
    'Hospital Universitario Miguel Servet',
    'Zaragoza',
    'España',
    'Aragón',
    'Sí',
  ]);
});

test('el código se escribe en mayúsculas y un formato no válido muestra G14', async () => {
  const { user, dialogo } = await abrirAlta();
  const codigo = within(dialogo).getByRole('textbox', { name: /Código del centro/ });

  await user.type(codigo, 'ab-1');
  await user.tab();

  expect(codigo).toHaveProperty('value', 'AB-1');
  expect(codigo.getAttribute('aria-invalid')).toBe('true');
  expect(within(codigo.closest('[data-estado]') as HTMLElement).getByText('Formato no válido.')).toBeTruthy();

  await user.clear(codigo);
  await user.type(codigo, 'hcu01');
  expect(codigo).toHaveProperty('value', 'HCU01');
  expect(codigo.closest('[data-estado]')?.getAttribute('data-estado')).toBe('correcto');
});

test('la comunidad autónoma solo aparece para España y no se envía para Portugal', async () => {
  http.respond('POST', ENDPOINTS.hospitales, { ...hospital, hospital_id: 5 });
  const { user, dialogo } = await abrirAlta();
  expect(within(dialogo).getByRole('combobox', { name: /Comunidad autónoma/ })).toBeTruthy();

  await user.click(within(dialogo).getByRole('combobox', { name: /^País/ }));
  await user.click(await screen.findByRole('option', { name: 'Portugal' }));

  expect(within(dialogo).queryByRole('combobox', { name: /Comunidad autónoma/ })).toBeNull();
  await user.type(within(dialogo).getByRole('textbox', { name: /Código del centro/ }), 'hsjp');
  await user.type(within(dialogo).getByRole('textbox', { name: /Nombre del centro/ }), 'Hospital de São João');
  await user.type(within(dialogo).getByRole('textbox', { name: /^Ciudad/ }), 'Oporto');
  await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

  await waitFor(() => expect(http.callsTo('POST', ENDPOINTS.hospitales)).toHaveLength(1));
  expect(http.callsTo('POST', ENDPOINTS.hospitales)[0]?.body).toEqual({
    codigo: 'HSJP',
    nombre: 'Hospital de São João',
    ciudad: 'Oporto',
    provincia: null,
    pais: 'PT',
    comunidad_autonoma: null,
    investigador_principal: null,
    email_contacto: null,
    activo: true,
  });
  expect(claveEnvioDe(http.callsTo('POST', ENDPOINTS.hospitales)[0])).toMatch(/^[0-9a-f]{32}$/);
  expect(notifications.at(-1)).toMatchObject({ message: 'Centro creado.', variant: 'success' });
});

test('en España la comunidad autónoma es obligatoria al guardar', async () => {
  const { user, dialogo } = await abrirAlta();
  await user.type(within(dialogo).getByRole('textbox', { name: /Código del centro/ }), 'hcu01');
  await user.type(within(dialogo).getByRole('textbox', { name: /Nombre del centro/ }), 'Hospital Clínico Universitario');
  await user.type(within(dialogo).getByRole('textbox', { name: /^Ciudad/ }), 'Valladolid');

  await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

  expect(within(dialogo).getByRole('combobox', { name: /Comunidad autónoma/ }).getAttribute('aria-invalid')).toBe('true');
  expect(http.callsTo('POST', ENDPOINTS.hospitales)).toHaveLength(0);
});

test('editar envía la versión leída', async () => {
  http.respond('GET', RUTAS_API.hospital(4), hospital);
  http.respond('PUT', RUTAS_API.hospital(4), { ...hospital, version: 3 });
  const { user } = renderScreen(<HospitalesScreen />);
  await user.click(await screen.findByRole('button', { name: 'Editar HUMS01' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Editar centro' });
  await user.type(await within(dialogo).findByRole('textbox', { name: /Investigador principal/ }), 'Dra. Pérez');

  await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

  await waitFor(() => expect(http.callsTo('PUT', RUTAS_API.hospital(4))).toHaveLength(1));
  expect(http.callsTo('PUT', RUTAS_API.hospital(4))[0]?.body).toMatchObject({ codigo: 'HUMS01', investigador_principal: 'Dra. Pérez', version: 2 });
});

test('desactivar un centro con usuarios activos muestra el aviso de la API', async () => {
  http.respond('DELETE', RUTAS_API.hospital(4), { ...hospital, activo: false, avisos: [AVISO_CENTRO_CON_USUARIOS] });
  const { user } = renderScreen(<HospitalesScreen />);
  await user.click(await screen.findByRole('button', { name: 'Desactivar HUMS01' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Desactivar centro' })).getByRole('button', { name: 'Desactivar' }));

  await waitFor(() => expect(notifications.find((llamada) => llamada.variant === 'warning')?.message).toBe(AVISO_CENTRO_CON_USUARIOS));
  expect(http.callsTo('DELETE', RUTAS_API.hospital(4))).toHaveLength(1);
});
