import { afterEach, beforeEach, expect, test, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RegistroAuditoria } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { usarDobleHttp, notifications, renderScreen, escribirLimitePeriodo } from '@registro-lma/shared/mock';
import { AuditoriaScreen } from './auditoria-screen';

const http = usarDobleHttp();

const LISTA = /^\/leucemiaLogs\/api\/auditoria\?/;
const EXPORTAR = /^\/leucemiaLogs\/api\/auditoria\/exportar/;

const registro: RegistroAuditoria = {
  auditoria_id: 7,
  fecha: '2024-05-10T08:15:30.123Z',
  usuario: { usuario_id: 3, nombre: 'Ana', apellidos: 'Gil Pérez', email: 'ana.gil@hospital.es' },
  rol: 'COORDINADOR',
  accion: 'MODIFICAR',
  tabla: 'paciente',
  registro_id: '12',
  paciente: { paciente_id: 12, upn: 'LMA-000012' },
  motivo: 'Corrección del informe',
  cambios: [
    { campo: 'sexo', antes: 'HOMBRE', despues: 'MUJER' },
    { campo: 'fecha_nacimiento', antes: '1960-05-10', despues: null },
  ],
};

const descargas: string[] = [];

beforeEach(() => {
  descargas.length = 0;
  http.respond('GET', LISTA, { items: [registro], total: 1 });
  http.respond('GET', ENDPOINTS.auditoriaTablas, [
    { codigo: 'hospital', etiqueta: 'Centro' },
    { codigo: 'paciente', etiqueta: 'Registro del paciente' },
  ]);
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:auditoria';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

type User = ReturnType<typeof renderScreen>['user'];

async function elegir(user: User, etiqueta: string, opcion: string) {
  await user.click(screen.getByRole('combobox', { name: etiqueta }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

const celdas = (fila: HTMLElement) => within(fila).getAllByRole('cell').map((celda) => celda.textContent);

test('muestra cada registro en hora de Madrid con etiquetas en español y despliega los cambios campo a campo', async () => {
  const { user } = renderScreen(<AuditoriaScreen />);

  expect(await screen.findByRole('heading', { name: 'Registro de auditoría' })).toBeTruthy();
  const fila = (await screen.findByRole('cell', { name: 'LMA-000012' })).closest('tr') as HTMLElement;
  await waitFor(() => expect(celdas(fila)[5]).toBe('Registro del paciente'));
  expect(celdas(fila).slice(1)).toEqual([
    '10/05/2024 10:15',
    'Ana Gil Pérez',
    'Coordinador / gestor de datos',
    'Modificación',
    'Registro del paciente',
    'LMA-000012',
    '2 campos',
  ]);
  expect(screen.queryByRole('table', { name: /^Cambios/ })).toBeNull();

  await user.click(within(fila).getByRole('button', { name: 'Ver los cambios' }));

  const cambios = screen.getByRole('table', { name: 'Cambios del registro 12 de Registro del paciente' });
  // The arrow between before and after is drawn for the eye only (aria-hidden).
  const filas = within(cambios).getAllByRole('row').slice(1).map(celdas);
  expect(filas).toEqual([
    ['Sexo', 'Hombre', 'Mujer'],
    ['Fecha de nacimiento', '10/05/1960', '—'],
  ]);
  expect(within(cambios).getAllByText('→')).toHaveLength(2);
  expect(screen.getByText('Motivo: Corrección del informe')).toBeTruthy();
});

test('una fila sin usuario la escribió el «Sistema»', async () => {
  http.respond('GET', LISTA, { items: [{ ...registro, usuario: null, rol: null, accion: 'RECALCULO', cambios: [], motivo: null }], total: 1 });
  renderScreen(<AuditoriaScreen />);

  const fila = (await screen.findByRole('cell', { name: 'LMA-000012' })).closest('tr') as HTMLElement;
  expect(celdas(fila).slice(2, 5)).toEqual(['Sistema', '—', 'Recálculo automático']);
  expect(within(fila).queryByRole('button', { name: 'Ver los cambios' })).toBeNull();
});

test('un listado muestra lo que se pidió y cuánto se devolvió, sin antes ni después', async () => {
  const listado: RegistroAuditoria = {
    ...registro,
    accion: 'LISTAR',
    tabla: 'hospital',
    registro_id: '*',
    paciente: null,
    motivo: null,
    cambios: [
      { campo: 'activo', antes: null, despues: true },
      { campo: 'tamano', antes: null, despues: 50 },
      { campo: 'devueltos', antes: null, despues: 3 },
    ],
  };
  http.respond('GET', LISTA, { items: [listado], total: 1 });
  const { user } = renderScreen(<AuditoriaScreen />);

  const fila = (await screen.findByRole('cell', { name: 'Listado' })).closest('tr') as HTMLElement;
  expect(celdas(fila).at(-1)).toBe('3 datos');
  await user.click(within(fila).getByRole('button', { name: 'Ver los cambios' }));

  const datos = screen.getByRole('table', { name: 'Datos de la consulta del registro * de Centro' });
  expect(within(datos).getAllByRole('columnheader').map((cabecera) => cabecera.textContent)).toEqual(['Dato', 'Valor']);
  expect(within(datos).getAllByRole('row').slice(1).map(celdas)).toEqual([
    ['Activo', 'Sí'],
    ['Filas por página', '50'],
    ['Filas devueltas', '3'],
  ]);
});

test('sin resultados lo dice', async () => {
  http.respond('GET', LISTA, { items: [], total: 0 });
  renderScreen(<AuditoriaScreen />);

  expect(await screen.findByText('No hay registros de auditoría con estos filtros.')).toBeTruthy();
});

test('los filtros construyen la consulta de la API', async () => {
  const { user } = renderScreen(<AuditoriaScreen />);
  await screen.findByRole('table', { name: 'Registro de auditoría' });
  expect(http.callsTo('GET', LISTA).map((call) => call.url)).toEqual([`${ENDPOINTS.auditoria}?pagina=1&tamano=50`]);

  await user.type(screen.getByRole('textbox', { name: 'Paciente (UPN o identificador)' }), ' LMA-000012 ');
  await user.type(screen.getByRole('textbox', { name: 'Usuario (correo)' }), 'ana.gil@hospital.es');
  await escribirLimitePeriodo(user, 'Desde', '01052024');
  await escribirLimitePeriodo(user, 'Hasta', '31052024');
  await elegir(user, 'Acción', 'Modificación');
  await elegir(user, 'Tabla', 'Centro');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));

  await waitFor(() =>
    expect(http.callsTo('GET', LISTA).at(-1)?.url).toBe(
      `${ENDPOINTS.auditoria}?paciente=LMA-000012&usuario=ana.gil%40hospital.es&desde=2024-05-01&hasta=2024-05-31&accion=MODIFICAR&tabla=hospital&pagina=1&tamano=50`,
    ),
  );
  expect(http.callsTo('GET', LISTA)).toHaveLength(2);
});

test('«Exportar CSV» descarga con el token del cliente HTTP y los filtros aplicados', async () => {
  let terminar: (csv: Blob) => void = () => undefined;
  http.respond('GET', EXPORTAR, () => new Promise<Blob>((resolve) => (terminar = resolve)));
  const { user } = renderScreen(<AuditoriaScreen />);
  await screen.findByRole('table', { name: 'Registro de auditoría' });
  await elegir(user, 'Acción', 'Alta');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(http.callsTo('GET', LISTA)).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

  const [exportacion] = http.callsTo('GET', EXPORTAR);
  expect(exportacion?.url).toBe(`${ENDPOINTS.auditoriaExportar}?accion=CREAR`);
  expect(exportacion?.config?.responseType).toBe('blob');
  expect(screen.getByRole('button', { name: /Exportar CSV/ })).toHaveProperty('disabled', true);

  terminar(new Blob(['auditoria_id;fecha\r\n'], { type: 'text/csv' }));

  await waitFor(() => expect(screen.getByRole('button', { name: /Exportar CSV/ })).toHaveProperty('disabled', false));
  expect(descargas).toEqual([expect.stringMatching(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/)]);
});

test('si la exportación falla se avisa en español', async () => {
  http.fail('GET', EXPORTAR, { status: 403, message: 'No tiene permisos para realizar esta acción.' });
  const { user } = renderScreen(<AuditoriaScreen />);
  await screen.findByRole('table', { name: 'Registro de auditoría' });

  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

  await waitFor(() =>
    expect(notifications.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'No se ha podido exportar el registro de auditoría. No tiene permisos para realizar esta acción.', variant: 'error' },
    ]),
  );
  expect(descargas).toEqual([]);
});
