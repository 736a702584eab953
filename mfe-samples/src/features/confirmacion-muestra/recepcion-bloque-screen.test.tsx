import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { etiquetaCatalogo, fijarReloj, LABORATORIO, MENSAJE_CONFLICTO_VERSION, MENSAJE_MUESTRA_NO_CONFIRMABLE, restaurarReloj, type Muestra } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { muestraDePrueba } from '../../comun/muestra-enviada.fixture';
import { RecepcionBloqueScreen } from './recepcion-bloque-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ usuario_id: 7, rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }) });

const BLOQUE = RUTAS_API.recepcionEnBloque();

const tubo = (n: number, cambios: Partial<Muestra> = {}) => muestraDePrueba({ muestra_id: 40 + n, codigo_muestra: `LMA-000123-M00${n}`, version: 3 + n, ...cambios });

beforeEach(() => {
  // 09:15 in Madrid on 5 March 2025.
  fijarReloj(() => new Date('2025-03-05T08:15:00Z'));
  for (const n of [1, 2, 3]) http.respond('GET', RUTAS_API.muestraPorCodigo(`LMA-000123-M00${n}`), tubo(n));
});

afterEach(restaurarReloj);

async function renderBloque() {
  const rendered = renderScreen(<RecepcionBloqueScreen />);
  const lector = await screen.findByRole('textbox', { name: 'Código de muestra' });
  return { ...rendered, lector };
}

type User = ReturnType<typeof renderScreen>['user'];

async function escanear(user: User, codigo: string, linea: string) {
  await user.keyboard(`${codigo}{Enter}`);
  await waitFor(() => expect(screen.getByText(linea)).toBeTruthy());
}

// `hidden`: under an open dialog the screen is hidden from the accessibility tree.
const filas = () => within(screen.getByRole('table', { name: 'Bandeja de recepción', hidden: true })).getAllByRole('row', { hidden: true }).slice(1);

test('el lector tiene el foco; cada código con Intro pone su tubo en la bandeja y el lector queda vacío para el siguiente', async () => {
  const { user, lector } = await renderBloque();
  expect(document.activeElement).toBe(lector);
  expect(screen.getByText(`Laboratorio: ${etiquetaCatalogo(LABORATORIO, 'LAB_NGS_REF')}`)).toBeTruthy();

  await escanear(user, 'lma-000123-m001', 'LMA-000123-M001 añadida a la bandeja.');
  await escanear(user, 'LMA-000123-M002', 'LMA-000123-M002 añadida a la bandeja.');

  expect(filas().map((fila) => within(fila).getAllByRole('cell')[0]?.textContent)).toEqual(['LMA-000123-M001', 'LMA-000123-M002']);
  expect((lector as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(lector);
  expect(screen.getByRole('button', { name: 'Recibir 2 muestras' })).toBeTruthy();
}, 30_000);

test('un tubo repetido, un código desconocido o de otro laboratorio y una muestra ya recibida se rechazan con su línea', async () => {
  http.fail('GET', RUTAS_API.muestraPorCodigo('LMA-000999-M001'), { status: 404 });
  http.fail('GET', RUTAS_API.muestraPorCodigo('LMA-000200-M001'), { status: 403, message: 'No tiene permisos para realizar esta acción.' });
  http.respond('GET', RUTAS_API.muestraPorCodigo('LMA-000123-M009'), tubo(9, { estado: 'RECIBIDA' }));
  const { user } = await renderBloque();
  await escanear(user, 'LMA-000123-M001', 'LMA-000123-M001 añadida a la bandeja.');

  await escanear(user, 'LMA-000123-M001', 'La muestra LMA-000123-M001 ya está en la bandeja.');
  await escanear(user, 'LMA-000999-M001', 'No hay ninguna muestra con el código LMA-000999-M001.');
  await escanear(user, 'LMA-000200-M001', 'No hay ninguna muestra con el código LMA-000200-M001.');
  await escanear(user, 'LMA-000123-M009', `La muestra LMA-000123-M009 está «Recibida y aceptada». ${MENSAJE_MUESTRA_NO_CONFIRMABLE}`);

  expect(screen.getByRole('alert').textContent).toBe(`La muestra LMA-000123-M009 está «Recibida y aceptada». ${MENSAJE_MUESTRA_NO_CONFIRMABLE}`);
  expect(filas()).toHaveLength(1);
}, 30_000);

test('Tab e Intro desde el lector reciben toda la bandeja con la fecha y la hora de ahora, y la bandeja se vacía', async () => {
  http.respond('POST', BLOQUE, [tubo(1, { estado: 'RECIBIDA' }), tubo(2, { estado: 'RECIBIDA' })]);
  const { user, lector } = await renderBloque();
  await escanear(user, 'LMA-000123-M001', 'LMA-000123-M001 añadida a la bandeja.');
  await escanear(user, 'LMA-000123-M002', 'LMA-000123-M002 añadida a la bandeja.');

  await user.keyboard('{Tab}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recibir 2 muestras' }));
  await user.keyboard('{Enter}');

  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Recepción registrada: 2 muestras recibidas y aceptadas.'));
  expect(http.callsTo('POST', BLOQUE).map((llamada) => llamada.body)).toEqual([
    {
      fecha_recepcion: '2025-03-05',
      hora_recepcion: '09:15',
      muestras: [
        { muestra_id: 41, version: 4 },
        { muestra_id: 42, version: 5 },
      ],
    },
  ]);
  expect(screen.getByText('La bandeja está vacía: escanee los tubos que han llegado.')).toBeTruthy();
  expect(document.activeElement).toBe(lector);
}, 30_000);

test('si la API rechaza un tubo no se recibe ninguno: el mensaje lo dice, la fila lo marca y la bandeja sigue', async () => {
  const mensaje = `Muestra LMA-000123-M002: ${MENSAJE_CONFLICTO_VERSION}`;
  http.fail('POST', BLOQUE, { status: 409, message: mensaje, errores: { 'LMA-000123-M002': MENSAJE_CONFLICTO_VERSION } });
  const { user } = await renderBloque();
  await escanear(user, 'LMA-000123-M001', 'LMA-000123-M001 añadida a la bandeja.');
  await escanear(user, 'LMA-000123-M002', 'LMA-000123-M002 añadida a la bandeja.');

  await user.click(screen.getByRole('button', { name: 'Recibir 2 muestras' }));

  expect(await screen.findByText(`No se ha recibido ninguna muestra. ${mensaje}`)).toBeTruthy();
  const marcada = filas()[1] as HTMLElement;
  expect(within(marcada).getByRole('alert').textContent).toBe(MENSAJE_CONFLICTO_VERSION);
  expect(filas()).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Quitar LMA-000123-M002' }));
  expect(filas()).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Código de muestra' }));
}, 30_000);

test('un tubo con incidencia sale de la bandeja a su propio formulario, sin nada supuesto, y al confirmarlo se vuelve al lector', async () => {
  http.respond('PUT', RUTAS_API.confirmacionMuestra(42), tubo(2, { estado: 'RECHAZADA' }));
  const { user, lector } = await renderBloque();
  await escanear(user, 'LMA-000123-M001', 'LMA-000123-M001 añadida a la bandeja.');
  await escanear(user, 'LMA-000123-M002', 'LMA-000123-M002 añadida a la bandeja.');

  await user.click(screen.getByRole('button', { name: 'Incidencia en LMA-000123-M002' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Incidencia en LMA-000123-M002' });
  expect(filas()).toHaveLength(1);
  const condicion = within(dialogo).getByRole('combobox', { name: /^Condición de la muestra/ });
  await waitFor(() => expect(document.activeElement).toBe(condicion));
  expect(within(dialogo).getByRole('combobox', { name: /^¿Muestra aceptada/ }).textContent).not.toBe('Sí');
  await user.click(condicion);
  await user.click(await screen.findByRole('option', { name: 'Tubo roto / derramado' }));
  await user.keyboard('{Escape}');
  await user.click(within(dialogo).getByRole('combobox', { name: /^¿Muestra aceptada/ }));
  await user.click(await screen.findByRole('option', { name: 'No' }));
  await user.click(within(dialogo).getByRole('textbox', { name: /^Motivo del rechazo/ }));
  await user.paste('Tubo roto en el transporte.');
  await user.click(within(dialogo).getByRole('button', { name: 'Confirmar y escanear la siguiente' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.callsTo('PUT', RUTAS_API.confirmacionMuestra(42))[0]?.body).toMatchObject({
    version: null,
    datos: { condicion: ['TUBO_ROTO'], aceptada: 'NO', motivo_rechazo: 'Tubo roto en el transporte.' },
  });
  await waitFor(() => expect(document.activeElement).toBe(lector));
  expect(filas()).toHaveLength(1);
}, 45_000);

test('un perfil que no recibe muestras no tiene recepción en bloque', () => {
  signInAs(crearUsuarioSesion());
  renderScreen(<RecepcionBloqueScreen />);

  expect(screen.getByText('La recepción de muestras es de los laboratorios: su perfil no recibe muestras.')).toBeTruthy();
});
