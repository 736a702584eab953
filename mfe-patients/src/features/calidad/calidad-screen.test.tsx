import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { consultaDeApi } from '../../comun/consultas/consulta.fixture';
import { lineaDeApi } from './calidad.fixture';
import { CalidadScreen } from './calidad-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

const LISTA = /^\/leucemia\/api\/calidad\?/;
const EXPORTAR = /^\/leucemia\/api\/calidad\/exportar/;
const BLOQUE = RUTAS_API.consultasCalidad();
const CENTROS = [
  { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
  { hospital_id: 2, codigo: 'HULP', nombre: 'Hospital Universitario La Paz' },
];

const descargas: string[] = [];

beforeEach(() => {
  descargas.length = 0;
  http.respond('GET', LISTA, {
    items: [
      lineaDeApi(),
      lineaDeApi({ regla: 'DATO_ESENCIAL', formulario: 'paciente', registro_id: 12, campo: 'fecha_diagnostico', item: 'E01', dias: 3, desde: '2026-01-02' }),
      lineaDeApi({ regla: 'SIN_VALIDAR', formulario: 'diagnostico', registro_id: 4, corrige: ['COORDINADOR', 'ADMIN'], propuesta: null }),
    ],
    total: 3,
  });
  http.respond('GET', ENDPOINTS.hospitalesSelect, CENTROS);
  http.respond('GET', `${ENDPOINTS.consultas}?estado=ABIERTA&tamano=50`, { items: [consultaDeApi()], total: 1 });
  http.respond('GET', `${ENDPOINTS.consultas}?estado=RESPONDIDA&tamano=50`, { items: [], total: 0 });
  URL.createObjectURL = () => 'blob:calidad';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const celdas = (fila: HTMLElement) => within(fila).getAllByRole('cell').map((celda) => celda.textContent);
const ultimaLista = () => new URL(http.callsTo('GET', LISTA).at(-1)?.url ?? '', 'http://x').searchParams;

async function elegir(user: ReturnType<typeof renderScreen>['user'], etiqueta: string, opcion: string) {
  await user.click(screen.getByRole('combobox', { name: etiqueta }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

test('cada línea dice el problema, el paciente enlazado con el formulario (en el campo, si lo hay), el ítem, la antigüedad y quién lo corrige', async () => {
  renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Calidad de los datos' })).toBeTruthy();
  const tabla = await screen.findByRole('table', { name: 'Calidad de los datos' });
  const filas = within(tabla).getAllByRole('row').slice(1);
  expect(celdas(filas[0] as HTMLElement)).toEqual(['Seguimiento vencido (§3.8)', 'LMA-000123', 'HUVR', 'Seguimiento', '420 días (desde 10/01/2025)', 'Investigador clínico']);
  expect(celdas(filas[1] as HTMLElement)[3]).toBe('Fecha de diagnóstico');
  expect(celdas(filas[2] as HTMLElement)[5]).toBe('Coordinador / gestor de datos, Administrador');
  const enlaces = within(tabla).getAllByRole('link', { name: 'LMA-000123' }).map((enlace) => enlace.getAttribute('href'));
  expect(enlaces).toEqual(['/seguimiento/12', '/registrar-paciente/12?formulario=paciente&registro=12&campo=fecha_diagnostico', '/diagnostico/12']);
  // The clinician opens no queries: that is the monitor's.
  expect(screen.queryByRole('button', { name: /Abrir consultas/ })).toBeNull();
});

test('filtra por problema, centro, ítem y antigüedad, ordena por columna y exporta lo filtrado', async () => {
  const { user } = renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  await screen.findByRole('table', { name: 'Calidad de los datos' });
  expect(ultimaLista().get('orden')).toBe('antiguedad');

  await elegir(user, 'Problema', 'Seguimiento vencido (§3.8)');
  await elegir(user, 'Centro', 'HUVR · Hospital Universitario Virgen del Rocío');
  await user.type(screen.getByRole('textbox', { name: 'Ítem' }), ' E01 ');
  await user.type(screen.getByRole('textbox', { name: 'Antigüedad mínima (días)' }), '30');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(ultimaLista().get('regla')).toBe('SEGUIMIENTO_VENCIDO'));
  expect(Object.fromEntries(ultimaLista())).toMatchObject({ hospital_id: '1', item: 'E01', dias_min: '30', pagina: '1' });

  await user.click(await screen.findByRole('button', { name: 'Paciente' }));
  await waitFor(() => expect(ultimaLista().get('orden')).toBe('paciente'));
  expect(ultimaLista().get('direccion')).toBe('asc');

  http.respond('GET', EXPORTAR, new Blob(['csv']));
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(descargas).toHaveLength(1));
  const exportada = new URL(http.callsTo('GET', EXPORTAR)[0]?.url ?? '', 'http://x').searchParams;
  expect(Object.fromEntries(exportada)).toEqual({ regla: 'SEGUIMIENTO_VENCIDO', hospital_id: '1', item: 'E01', dias_min: '30', orden: 'paciente', direccion: 'asc' });
  expect(descargas[0]).toMatch(/^calidad-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('una antigüedad que no es un número de días no se aplica', async () => {
  const { user } = renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  await screen.findByRole('table', { name: 'Calidad de los datos' });
  const llamadas = http.callsTo('GET', LISTA).length;

  await user.type(screen.getByRole('textbox', { name: 'Antigüedad mínima (días)' }), 'treinta');
  expect(screen.getByText('Escriba un número de días.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveProperty('disabled', true);
  expect(http.callsTo('GET', LISTA)).toHaveLength(llamadas);
});

test('un enlace con ?regla= abre la lista ya filtrada', async () => {
  renderScreen(<CalidadScreen />, { path: '/calidad?regla=SEGUIMIENTO_VENCIDO', route: '/calidad' });
  await screen.findByRole('table', { name: 'Calidad de los datos' });
  expect(ultimaLista().get('regla')).toBe('SEGUIMIENTO_VENCIDO');
  expect(screen.getByRole('combobox', { name: 'Problema' }).textContent).toBe('Seguimiento vencido (§3.8)');
});

test('un enlace del panel con centro e ítem esencial abre la lista filtrada por los tres', async () => {
  renderScreen(<CalidadScreen />, { path: '/calidad?regla=DATO_ESENCIAL&hospital_id=7&item=DE05', route: '/calidad' });
  await screen.findByRole('table', { name: 'Calidad de los datos' });
  expect(Object.fromEntries(ultimaLista())).toMatchObject({ regla: 'DATO_ESENCIAL', hospital_id: '7', item: 'DE05' });
});

test('el coordinador abre una consulta por línea filtrada tras confirmar cuántas y ve cuántas se abrieron', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
  http.respond('POST', BLOQUE, { abiertas: 2, omitidas: 1 });
  const { user } = renderScreen(<CalidadScreen />, { path: '/calidad?regla=SEGUIMIENTO_VENCIDO', route: '/calidad' });

  await user.click(await screen.findByRole('button', { name: 'Abrir consultas para las 3 líneas filtradas' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Abrir consultas en bloque' });
  expect(dialogo.textContent).toContain('cada una de las 3 líneas filtradas');
  await user.type(within(dialogo).getByRole('textbox', { name: /Texto de la consulta/ }), 'Registre el último contacto.');
  await user.click(within(dialogo).getByRole('button', { name: 'Abrir 3 consultas' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.callsTo('POST', BLOQUE)[0]?.body).toEqual({ regla: 'SEGUIMIENTO_VENCIDO', texto_consulta: 'Registre el último contacto.' });
  expect(notifications.map(({ message, variant }) => ({ message, variant }))).toContainEqual({ message: 'Se han abierto 2 consultas. 1 ya tenían una consulta sin cerrar.', variant: 'success' });
});

test('un error de la lista se muestra con «Reintentar» y la lista vacía lo dice', async () => {
  http.fail('GET', LISTA, { status: 500, message: 'Error interno.', errores: {} });
  const { user } = renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  expect(await screen.findByText('Error interno.')).toBeTruthy();

  http.respond('GET', LISTA, { items: [], total: 0 });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('No hay problemas de calidad con estos filtros.')).toBeTruthy();
});

test('un perfil sin acceso a la calidad ve el aviso', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA' }));
  renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  expect(await screen.findByText('Su perfil no da acceso a la lista de calidad de los datos.')).toBeTruthy();
});

test('las consultas que esperan al clínico, cada una enlazada con su formulario en el campo', async () => {
  const { user } = renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  const pendientes = await screen.findByRole('list', { name: 'Consultas pendientes' });
  await user.click(within(pendientes).getByRole('link', { name: 'LMA-000123 · Diagnóstico · ECOG' }));
  expect(screen.getByRole('status', { name: 'Ruta actual' }).textContent).toBe('/diagnostico/12?formulario=diagnostico&registro=4&campo=ecog');
  expect(http.callsTo('GET', `${ENDPOINTS.consultas}?estado=RESPONDIDA&tamano=50`)).toHaveLength(0);
});

test('la coordinadora ve las respondidas, que le toca cerrar', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
  renderScreen(<CalidadScreen />, { path: '/calidad', route: '/calidad' });
  const seccion = await screen.findByRole('region', { name: 'Consultas pendientes' });
  await within(seccion).findByText('Ninguna consulta le espera.');
  expect(http.callsTo('GET', `${ENDPOINTS.consultas}?estado=ABIERTA&tamano=50`)).toHaveLength(0);
});
