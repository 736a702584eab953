import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fijarReloj, formatMensaje, MENSAJE_RECEPCION_ANTES_DE_ENVIO, restaurarReloj, type Muestra } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { ConfirmarMuestraScreen } from './confirmar-muestra-screen';
import { muestraDePrueba } from '../../comun/muestra-enviada.fixture';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ usuario_id: 7, rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }) });

const MUESTRA = RUTAS_API.muestra(40);
const CONFIRMACION = RUTAS_API.confirmacionMuestra(40);

function recibida(datos: Record<string, unknown>, estado: Muestra['estado']): Muestra {
  return muestraDePrueba({
    estado,
    confirmacion: {
      datos,
      recibido_por: 7,
      laboratorio_receptor: 'LAB_NGS_REF',
      avisos: {},
      version: 1,
      creado_en: new Date().toISOString(),
      modificado_en: new Date().toISOString(),
    },
  });
}

beforeEach(() => {
  fijarReloj(() => new Date('2025-03-05T10:00:00Z'));
  http.respond('GET', MUESTRA, muestraDePrueba());
});

afterEach(restaurarReloj);

async function renderConfirmar() {
  const rendered = renderScreen(<ConfirmarMuestraScreen />, { path: '/confirmar-muestra/40', route: '/confirmar-muestra/:id' });
  await screen.findByRole('group', { name: /Fecha de recepción/ }, { timeout: 10_000 });
  return rendered;
}

async function elegir(user: ReturnType<typeof renderScreen>['user'], campo: RegExp, opcion: string) {
  await user.click(screen.getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcion }));
  await user.keyboard('{Escape}');
}

test('muestra del paciente solo lo que el laboratorio puede ver, y los datos de la muestra', async () => {
  await renderConfirmar();

  const paciente = screen.getByRole('region', { name: 'Paciente' });
  expect(within(paciente).getAllByRole('term').map((termino) => termino.textContent)).toEqual(['UPN', 'Centro', 'Sexo', 'Edad en la muestra', 'Entidad']);
  expect(within(paciente).getAllByRole('definition').map((valor) => valor.textContent)).toEqual([
    'LMA-000123',
    'HUVR',
    'Mujer',
    '63 años',
    'Leucemia mieloide aguda (no promielocítica)',
  ]);
  const muestra = screen.getByRole('region', { name: 'Muestra' });
  expect(within(muestra).getByText('LMA-000123-M001')).toBeTruthy();
  expect(within(muestra).getByText('Médula ósea (aspirado)')).toBeTruthy();
  expect(screen.getByText('Muestra LMA-000123-M001')).toBeTruthy();
});

describe('confirmación', () => {
  test('una muestra sin nada que revisar abre «Correcta» y aceptada con el foco en los tubos, e Intro la confirma y vuelve al lector', async () => {
    http.respond('PUT', CONFIRMACION, recibida({ aceptada: 'SI' }, 'RECIBIDA'));
    const { user } = await renderConfirmar();

    const tubos = screen.getByRole('textbox', { name: /^Nº de tubos recibidos/ });
    await waitFor(() => expect(document.activeElement).toBe(tubos));
    expect(within(screen.getByRole('combobox', { name: /^Condición de la muestra/ }).closest('.MuiAutocomplete-root') as HTMLElement).getByText('Correcta')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^¿Muestra aceptada/ }).textContent).toBe('Sí');
    const botones = screen.getAllByRole('button', { name: /^Confirmar/ });
    expect(botones.map((boton) => [boton.textContent, boton.getAttribute('type')])).toEqual([
      ['Confirmar y escanear la siguiente', 'submit'],
      ['Confirmar recepción', 'button'],
    ]);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/laboratorio'));
    expect(http.callsTo('PUT', CONFIRMACION).map((llamada) => llamada.body)).toEqual([
      { version: null, datos: expect.objectContaining({ fecha_recepcion: '2025-03-05', condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 }) },
    ]);
  }, 30_000);

  test('un número de tubos distinto se escribe encima del enviado, y «Confirmar recepción» se queda y ofrece subir el informe', async () => {
    http.respond('PUT', CONFIRMACION, recibida({ aceptada: 'SI' }, 'RECIBIDA'));
    const { user } = await renderConfirmar();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Nº de tubos recibidos/ })));

    await user.keyboard('1');
    expect(await screen.findByText('El número de tubos recibidos no coincide con el enviado (2).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));

    const enlace = await screen.findByRole('link', { name: 'Subir informe' });
    expect(enlace.getAttribute('href')).toBe('/subir-informe/40');
    expect(screen.getByText('Recepción registrada: Recibida y aceptada.')).toBeTruthy();
    expect(http.callsTo('PUT', CONFIRMACION)[0]?.body).toMatchObject({ version: null, datos: { condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 1 } });
  }, 30_000);

  test('una muestra que llega tarde para citometría no asume nada: abre en «Condición», vacía', async () => {
    fijarReloj(() => new Date('2025-03-08T10:00:00Z'));
    http.respond('GET', MUESTRA, muestraDePrueba({ datos: { ...muestraDePrueba().datos, estudios_solicitados: ['CMF_DIAGNOSTICO'] } }));
    await renderConfirmar();

    const condicion = screen.getByRole('combobox', { name: /^Condición de la muestra/ });
    await waitFor(() => expect(document.activeElement).toBe(condicion));
    expect(within(condicion.closest('.MuiAutocomplete-root') as HTMLElement).queryByText('Correcta')).toBeNull();
    expect(screen.getByRole('combobox', { name: /^¿Muestra aceptada/ }).textContent).not.toBe('Sí');
  }, 30_000);

  test('rechazada: pide el motivo del rechazo antes de enviar, y lo envía', async () => {
    http.respond('PUT', CONFIRMACION, recibida({ aceptada: 'NO', motivo_rechazo: 'Muestra coagulada.' }, 'RECHAZADA'));
    const { user } = await renderConfirmar();

    await user.click(screen.getByRole('combobox', { name: /^Condición de la muestra/ }));
    await user.click(await screen.findByRole('option', { name: 'Correcta' }));
    await user.click(await screen.findByRole('option', { name: 'Coagulada' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^¿Muestra aceptada/ }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));

    expect(screen.getAllByText(formatMensaje('G01')).length).toBeGreaterThan(0);
    expect(http.callsTo('PUT', CONFIRMACION)).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /^Motivo del rechazo/ }));
    await user.paste('Muestra coagulada.');
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));

    expect(await screen.findByText('Recepción registrada: Recibida y rechazada.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Subir informe' })).toBeNull();
    expect(http.callsTo('PUT', CONFIRMACION)[0]?.body).toMatchObject({ datos: { condicion: ['COAGULADA'], aceptada: 'NO', motivo_rechazo: 'Muestra coagulada.' } });
  }, 30_000);

  test('una recepción anterior a la extracción se marca con el mensaje del diccionario y no se envía', async () => {
    fijarReloj(() => new Date('2025-03-01T10:00:00Z'));
    const { user } = await renderConfirmar();

    await elegir(user, /^Condición de la muestra/, 'Correcta');
    await user.click(screen.getByRole('combobox', { name: /^¿Muestra aceptada/ }));
    await user.click(await screen.findByRole('option', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));

    expect(screen.getAllByText(MENSAJE_RECEPCION_ANTES_DE_ENVIO).length).toBeGreaterThan(0);
    expect(http.callsTo('PUT', CONFIRMACION)).toHaveLength(0);
  }, 30_000);

  test('el mensaje de la API se muestra en su campo', async () => {
    http.fail('PUT', CONFIRMACION, { status: 400, message: 'Datos no válidos.', errores: { n_tubos_recibidos: 'Valor fuera de rango: debe estar entre 0 y 20.' } });
    const { user } = await renderConfirmar();

    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));

    const tubos = await screen.findByRole('textbox', { name: /^Nº de tubos recibidos/ });
    await waitFor(() => expect(tubos.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Valor fuera de rango: debe estar entre 0 y 20.').length).toBeGreaterThan(0);
  }, 30_000);

  test('una corrección va con la versión leída y un conflicto ofrece recargar', async () => {
    http.respond('GET', MUESTRA, recibida({ fecha_recepcion: '2025-03-05', condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 }, 'RECIBIDA'));
    http.fail('PUT', CONFIRMACION, { status: 409, message: 'El registro ha sido modificado por otro usuario. Recargue los datos.' });
    const { user } = await renderConfirmar();

    await user.clear(screen.getByRole('textbox', { name: /^Nº de tubos recibidos/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nº de tubos recibidos/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));

    expect(http.callsTo('PUT', CONFIRMACION)[0]?.body).toMatchObject({ version: 1, datos: { n_tubos_recibidos: 1 } });
    await user.click(await screen.findByRole('button', { name: 'Recargar datos' }));
    await waitFor(() => expect(http.callsTo('GET', MUESTRA)).toHaveLength(2));
  }, 30_000);
});

describe('estados de la pantalla', () => {
  test('una muestra anulada no se puede confirmar', async () => {
    http.respond('GET', MUESTRA, muestraDePrueba({ estado: 'ANULADA' }));
    renderScreen(<ConfirmarMuestraScreen />, { path: '/confirmar-muestra/40', route: '/confirmar-muestra/:id' });

    expect(await screen.findByText('Solo se puede confirmar la recepción de una muestra registrada o enviada.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar recepción' })).toBeNull();
  });

  test('una muestra de otro laboratorio se deniega y una inexistente se dice', async () => {
    http.fail('GET', MUESTRA, { status: 403 });
    const { unmount } = renderScreen(<ConfirmarMuestraScreen />, { path: '/confirmar-muestra/40', route: '/confirmar-muestra/:id' });
    expect(await screen.findByText('La muestra no está dirigida a ninguno de sus laboratorios.')).toBeTruthy();
    unmount();

    http.fail('GET', MUESTRA, { status: 404 });
    renderScreen(<ConfirmarMuestraScreen />, { path: '/confirmar-muestra/40', route: '/confirmar-muestra/:id' });
    expect(await screen.findByText('La muestra no existe o ha sido eliminada.')).toBeTruthy();
  });
});

test('una dirección sin número de muestra dice que no existe y no pregunta a la API', async () => {
  renderScreen(<ConfirmarMuestraScreen />, { path: '/confirmar-muestra/abc', route: '/confirmar-muestra/:id' });
  expect(await screen.findByText('La muestra no existe o ha sido eliminada.')).toBeTruthy();
  expect(http.calls).toHaveLength(0);
});
