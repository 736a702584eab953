import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { hoy, MENSAJE_CONSENTIMIENTO_REVOCADO } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, notifications, renderRemoteScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import screens from '../../screens';
import { registroBiobancoDeApi } from '../../comun/registro-biobanco.fixture';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'BIOBANCO', hospitales: [], biolabs: ['BIOBANCO_CENTRAL'] }) });

const LISTA = /^\/leucemia\/api\/biobanco\?/;
const RETIRADOS = /^\/leucemia\/api\/biobanco\/retirados\?/;
const ESTADO = RUTAS_API.estadoRegistroBiobanco('LMA-000012', 3);
// The dialog's date and select inputs take several seconds of a loaded CI machine: these two tests get more time.
const DIALOGO_MS = 40_000;
const MENSAJE_CONFLICTO = 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.';

const almacenado = registroBiobancoDeApi({ biobanco_id: 9, identificador: 'LMA-000044-B9', upn: 'LMA-000044', codigo_muestra: null }, { codigo_biobanco: 'BC-0099' });
const retirado = registroBiobancoDeApi();

beforeEach(() => {
  http.respond('GET', LISTA, { items: [almacenado], total: 1 });
  http.respond('GET', RETIRADOS, { items: [retirado], total: 1 });
});

const abrir = () => renderRemoteScreen(screens, 'ListaBiobanco', { path: '/biobanco', route: '/biobanco' });

test('muestra las alícuotas a destruir o anonimizar con el aviso del diccionario, y la lista de trabajo con sus columnas', async () => {
  abrir();

  const retirados = await screen.findByRole('table', { name: 'Alícuotas a destruir o anonimizar' });
  expect(screen.getByRole('heading', { level: 2, name: 'Alícuotas a destruir o anonimizar (1)' })).toBeTruthy();
  expect(screen.getByText(MENSAJE_CONSENTIMIENTO_REVOCADO)).toBeTruthy();
  expect(within(retirados).getByRole('button', { name: 'Destruir o anonimizar LMA-000012-B3' })).toBeTruthy();
  const lista = await screen.findByRole('table', { name: 'Registros de biobanco' });
  const fila = within(lista).getByRole('link', { name: 'LMA-000044-B9' }).closest('tr') as HTMLElement;
  expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent)).toEqual([
    'LMA-000044-B9',
    'LMA-000044',
    '—',
    'BC-0099',
    'Biobanco central del registro',
    'ADN',
    '3',
    '−80 °C',
    'Congelador 2 / rack B / caja 4',
    '20/01/2024',
    'Disponible',
  ]);
  expect(within(fila).getByRole('link').getAttribute('href')).toBe('/biobanco/LMA-000044/9');
  expect(http.callsTo('GET', LISTA)[0]?.url).toBe(`${ENDPOINTS.biobanco}?pagina=1&tamano=25`);
});

test('sin pendientes ni registros muestra los estados vacíos', async () => {
  http.respond('GET', LISTA, { items: [], total: 0 });
  http.respond('GET', RETIRADOS, { items: [], total: 0 });
  abrir();

  expect(await screen.findByText('No hay alícuotas pendientes de destruir o anonimizar.')).toBeTruthy();
  expect(await screen.findByText('Todavía no hay registros en sus biobancos.')).toBeTruthy();
});

test('un fallo de la lista muestra el error y permite reintentar', async () => {
  http.fail('GET', LISTA, { status: 500, message: 'Error interno del servidor.' });
  const { user } = abrir();

  await user.click(await screen.findByRole('button', { name: 'Reintentar' }));

  expect(http.callsTo('GET', LISTA)).toHaveLength(2);
});

test('registra la destrucción con la fecha de hoy, el motivo y la versión leída, y vuelve a leer ambas listas', async () => {
  http.respond('PUT', ESTADO, registroBiobancoDeApi({ version: 5 }, { estado_alicuota: 'DESTRUIDA', fecha_salida: hoy() }));
  const { user } = abrir();
  await user.click(await screen.findByRole('button', { name: 'Destruir o anonimizar LMA-000012-B3' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Destruir o anonimizar LMA-000012-B3' });

  await user.click(within(dialogo).getByRole('combobox', { name: /^Destino de las alícuotas/ }));
  expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(['Destruida', 'Anonimizada (desvinculada del paciente)']);
  await user.click(screen.getByRole('option', { name: 'Destruida' }));
  await user.click(within(dialogo).getByRole('textbox', { name: /^Motivo/ }));
  await user.paste('Revocado');
  await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.callsTo('PUT', ESTADO)[0]?.body).toEqual({ estado_alicuota: 'DESTRUIDA', fecha_salida: hoy(), motivo: 'Revocado', version: 4 });
  expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Destrucción de las alícuotas de LMA-000012-B3 registrada.', 'success']]);
  await waitFor(() => expect(http.callsTo('GET', RETIRADOS)).toHaveLength(2));
  expect(http.callsTo('GET', LISTA)).toHaveLength(2);
}, DIALOGO_MS);

test('un conflicto de versión al anonimizar ofrece recargar las listas', async () => {
  http.fail('PUT', ESTADO, { status: 409, message: MENSAJE_CONFLICTO });
  const { user } = abrir();
  await user.click(await screen.findByRole('button', { name: 'Destruir o anonimizar LMA-000012-B3' }));
  const dialogo = await screen.findByRole('dialog');
  await user.click(within(dialogo).getByRole('combobox', { name: /^Destino de las alícuotas/ }));
  await user.click(await screen.findByRole('option', { name: 'Anonimizada (desvinculada del paciente)' }));

  await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
  expect(await within(dialogo).findByText(MENSAJE_CONFLICTO)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Recargar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.callsTo('GET', RETIRADOS)).toHaveLength(2);
}, DIALOGO_MS);

test('un código escaneado con Intro abre su registro; un UPN filtra la lista por paciente', async () => {
  http.respond('GET', /^\/leucemia\/api\/biobanco\?codigo=BC-0042&/, { items: [retirado], total: 1 });
  const { user } = abrir();
  const busqueda = await screen.findByRole('textbox', { name: 'UPN o código' });

  await user.type(busqueda, 'lma-000044{Enter}');
  await waitFor(() => expect(http.callsTo('GET', LISTA).at(-1)?.url).toBe(`${ENDPOINTS.biobanco}?upn=LMA-000044&pagina=1&tamano=25`));

  await user.clear(busqueda);
  await user.type(busqueda, 'BC-0042{Enter}');
  expect((await screen.findByRole('status', { name: 'Ruta actual' })).textContent).toBe('/biobanco/LMA-000012/3');
});

test('un código que no identifica un único registro filtra la lista por él', async () => {
  http.respond('GET', /^\/leucemia\/api\/biobanco\?codigo=CAJA-4&pagina=1&tamano=2$/, { items: [], total: 0 });
  http.respond('GET', /^\/leucemia\/api\/biobanco\?codigo=CAJA-4&pagina=1&tamano=25$/, { items: [], total: 0 });
  const { user } = abrir();

  await user.type(await screen.findByRole('textbox', { name: 'UPN o código' }), 'CAJA-4{Enter}');

  expect(await screen.findByText('Ningún registro de sus biobancos tiene el código «CAJA-4».')).toBeTruthy();
});

test('filtra por estado de las alícuotas', async () => {
  const { user } = abrir();
  await screen.findByRole('table', { name: 'Registros de biobanco' });

  await user.click(screen.getByRole('combobox', { name: 'Estado' }));
  await user.click(await screen.findByRole('option', { name: 'Reservada' }));

  await waitFor(() => expect(http.callsTo('GET', LISTA).at(-1)?.url).toBe(`${ENDPOINTS.biobanco}?estado_alicuota=RESERVADA&pagina=1&tamano=25`));
});

test('la entrada nueva pide el UPN del paciente y abre su formulario', async () => {
  const { user } = abrir();
  const registrar = await screen.findByRole('button', { name: 'Registrar entrada' });
  expect(registrar).toHaveProperty('disabled', true);

  await user.type(screen.getByRole('textbox', { name: 'UPN del paciente' }), 'lma-000012');
  await user.click(registrar);

  expect((await screen.findByRole('status', { name: 'Ruta actual' })).textContent).toBe('/biobanco/LMA-000012/nuevo');
});

test('otro perfil no ve la gestión del biobanco', async () => {
  signInAs(crearUsuarioSesion({ rol: 'CLINICO' }));
  abrir();

  expect(await screen.findByText('Su perfil no da acceso a la gestión del biobanco.')).toBeTruthy();
  expect(http.calls).toHaveLength(0);
});

test.each(['COORDINADOR', 'LECTURA'] as const)('%s recorre los registros de biobanco sin poder registrarlos ni darlos de baja', async (rol) => {
  signInAs(crearUsuarioSesion({ rol, hospitales: [] }));
  abrir();

  const lista = await screen.findByRole('table', { name: 'Registros de biobanco' });
  expect(within(lista).getByRole('link', { name: 'LMA-000044-B9' }).getAttribute('href')).toBe('/biobanco/LMA-000044/9');
  expect(screen.queryByRole('form', { name: 'Nueva entrada en el biobanco' })).toBeNull();
  expect(screen.queryByRole('table', { name: 'Alícuotas a destruir o anonimizar' })).toBeNull();
  expect(http.callsTo('GET', RETIRADOS)).toHaveLength(0);
});
