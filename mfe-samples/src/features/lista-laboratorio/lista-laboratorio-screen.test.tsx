import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { etiquetaCatalogo, LABORATORIO, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { ListaLaboratorioScreen } from './lista-laboratorio-screen';
import { muestraDePrueba } from '../../comun/muestra-enviada.fixture';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }) });

const LISTA = /^\/leucemia\/api\/muestras\?/;
const POR_CODIGO = /^\/leucemia\/api\/muestras\/codigo\//;
const RECUENTO = /^\/leucemia\/api\/muestras\/recuento/;

const ultimaLlamada = () => http.callsTo('GET', LISTA).at(-1)?.url;

function recuento(cambios: Partial<RecuentoMuestras['por_estado']> = {}): RecuentoMuestras {
  const por_estado = { REGISTRADA: 0, ENVIADA: 12, RECIBIDA: 3, RECHAZADA: 1, EN_PROCESO: 0, INFORMADA: 7, ANULADA: 0, ...cambios };
  return { total: Object.values(por_estado).reduce((suma, n) => suma + n, 0), por_estado };
}

beforeEach(() => {
  http.respond('GET', LISTA, { items: [muestraDePrueba()], total: 1 });
  http.respond('GET', RECUENTO, recuento());
});

async function renderLista() {
  const rendered = renderScreen(<ListaLaboratorioScreen />);
  await screen.findByRole('table', { name: 'Muestras del laboratorio' });
  return rendered;
}

describe('lista de trabajo', () => {
  test('muestra cada muestra con su código, paciente, momento, material, fechas y estado', async () => {
    await renderLista();

    const fila = screen.getByRole('link', { name: 'LMA-000123-M001' }).closest('tr') as HTMLElement;
    expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent)).toEqual([
      'LMA-000123-M001',
      'LMA-000123',
      'HUVR',
      'Diagnóstico',
      'Médula ósea (aspirado)',
      '03/03/2025',
      '04/03/2025',
      '—',
      'Enviada',
    ]);
    expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&pagina=1&tamano=25`);
  });

  test('lo que el administrador añadió se lee con su nombre: el ensayo y su momento en la fila, el laboratorio en el filtro', async () => {
    signInAs(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }));
    const fila = (codigo: string, etiqueta: string, orden: number) => ({ codigo, etiqueta, orden, activo: true });
    const deEnsayo = muestraDePrueba();
    http.respond('GET', LISTA, { items: [{ ...deEnsayo, datos: { ...deEnsayo.datos, es_ensayo: true, momento: null, ensayo: 'ENSAYO_NUEVO', momento_ensayo: 'CRIBADO' } }], total: 1 });
    http.respond('GET', RUTAS_API.catalogoLibreria('ensayo'), { catalogo: 'ensayo', filas: [fila('ENSAYO_NUEVO', 'Ensayo nuevo', 1)] });
    http.respond('GET', RUTAS_API.catalogoLibreria('momento_muestra_ensayo_nuevo'), { catalogo: 'momento_muestra_ensayo_nuevo', filas: [fila('CRIBADO', 'Cribado', 1)] });
    http.respond('GET', RUTAS_API.catalogoLibreria('laboratorio'), { catalogo: 'laboratorio', filas: [fila('LAB_NGS_REF', 'NGS de referencia', 1), fila('LAB_NUEVO', 'Laboratorio nuevo', 2)] });
    const { user } = await renderLista();

    await waitFor(() => expect(screen.getByRole('cell', { name: 'Ensayo nuevo · Cribado' })).toBeTruthy());
    await user.click(screen.getByRole('combobox', { name: 'Laboratorio' }));
    expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(['Todos sus laboratorios', 'NGS de referencia', 'Laboratorio nuevo']);
  });

  test('la pestaña de un estado pide la lista de ese estado desde la primera página', async () => {
    const { user } = await renderLista();

    await user.click(screen.getByRole('tab', { name: /^Recibida y aceptada/ }));

    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&estado=RECIBIDA&pagina=1&tamano=25`));
  });

  test('un laboratorio con varios laboratorios puede ver solo uno', async () => {
    signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF', 'LAB_CMF_REF'] }));
    const { user } = await renderLista();

    await user.click(screen.getByRole('combobox', { name: 'Laboratorio' }));
    await user.click(await screen.findByRole('option', { name: /^Laboratorio de referencia de citometría/ }));

    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&laboratorio=LAB_CMF_REF&pagina=1&tamano=25`));
  });

  test('pulsar una fila recibida abre la subida de informes', async () => {
    http.respond('GET', LISTA, { items: [muestraDePrueba({ estado: 'RECIBIDA' })], total: 1 });
    const { user } = await renderLista();

    await user.click(screen.getByText('HUVR'));

    expect(screen.getByLabelText('Ruta actual').textContent).toBe('/subir-informe/40');
  });

  test('sin muestras en un estado lo dice', async () => {
    http.respond('GET', LISTA, { items: [], total: 0 });
    const { user } = renderScreen(<ListaLaboratorioScreen />);
    expect(await screen.findByText('Todavía no se ha enviado ninguna muestra a su laboratorio.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /^Informada/ }));

    expect(await screen.findByText('Ninguna muestra en estado «Informada».')).toBeTruthy();
  });

  test('cada pestaña dice cuántas muestras de su alcance hay en su estado', async () => {
    await renderLista();

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Todas (23)' })).toBeTruthy());
    expect(screen.getAllByRole('tab').map((pestana) => pestana.textContent)).toEqual([
      'Todas (23)',
      'Registrada (pendiente de envío) (0)',
      'Enviada (12)',
      'Recibida y aceptada (3)',
      'Recibida y rechazada (1)',
      'En proceso (0)',
      'Informada (7)',
      'Anulada (0)',
    ]);
    expect(http.callsTo('GET', RECUENTO).map((llamada) => llamada.url)).toEqual([RUTAS_API.recuentoMuestras()]);
  });

  test('las cuentas se leen de nuevo con cada carga de la lista y siguen el laboratorio elegido', async () => {
    signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF', 'LAB_CMF_REF'] }));
    const { user } = await renderLista();
    await screen.findByRole('tab', { name: 'Enviada (12)' });

    // A sample received since (here or by a colleague): the next load of the list brings the new counts.
    http.respond('GET', RECUENTO, recuento({ ENVIADA: 11, RECIBIDA: 4 }));
    await user.click(screen.getByRole('tab', { name: /^Recibida y aceptada/ }));
    expect(await screen.findByRole('tab', { name: 'Recibida y aceptada (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enviada (11)' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Laboratorio' }));
    await user.click(await screen.findByRole('option', { name: /^Laboratorio de referencia de citometría/ }));
    await waitFor(() => expect(http.callsTo('GET', RECUENTO).at(-1)?.url).toBe(`${RUTAS_API.recuentoMuestras()}?laboratorio=LAB_CMF_REF`));
  });

  test('sin las cuentas las pestañas se muestran sin número', async () => {
    http.fail('GET', RECUENTO, { status: 500, message: 'Error interno.' });
    await renderLista();

    await waitFor(() => expect(http.callsTo('GET', RECUENTO)).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Todas' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enviada' })).toBeTruthy();
  });

  test('un fallo al cargar ofrece reintentar', async () => {
    http.fail('GET', LISTA, { status: 500, message: 'Error interno del servidor. Inténtelo de nuevo más tarde.' });
    renderScreen(<ListaLaboratorioScreen />);

    expect(await screen.findByText('Error interno del servidor. Inténtelo de nuevo más tarde.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  test('un perfil clínico no tiene lista de trabajo', () => {
    signInAs(crearUsuarioSesion());
    renderScreen(<ListaLaboratorioScreen />);

    expect(screen.getByText('La lista de trabajo es de los laboratorios: su perfil no recibe muestras.')).toBeTruthy();
  });
});

type User = ReturnType<typeof renderScreen>['user'];

async function escribirFecha(user: User, etiqueta: string, digitos: string) {
  const grupo = screen.getByRole('group', { name: etiqueta });
  await user.click(within(grupo).getByRole('spinbutton', { name: 'Día' }));
  await user.keyboard(digitos);
}

describe('filtros, orden, tamaño de página y cabecera', () => {
  test('la cabecera nombra el laboratorio del usuario, o sus laboratorios, y lleva a la recepción en bloque', async () => {
    const { unmount } = await renderLista();
    expect(screen.getByText(`Laboratorio: ${etiquetaCatalogo(LABORATORIO, 'LAB_NGS_REF')}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recepción en bloque' }).getAttribute('href')).toBe('/laboratorio/recepcion-en-bloque');
    unmount();

    signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF', 'LAB_CMF_REF'] }));
    await renderLista();
    expect(screen.getByText(`Laboratorios: ${etiquetaCatalogo(LABORATORIO, 'LAB_NGS_REF')}, ${etiquetaCatalogo(LABORATORIO, 'LAB_CMF_REF')}`)).toBeTruthy();
  });

  test('cada columna ordena la lista en el servidor: primero ascendente y, otra vez, descendente', async () => {
    const { user } = await renderLista();

    await user.click(screen.getByRole('button', { name: 'Extracción' }));
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=fecha_extraccion&direccion=asc&pagina=1&tamano=25`));
    await user.click(screen.getByRole('button', { name: 'Extracción' }));
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=fecha_extraccion&direccion=desc&pagina=1&tamano=25`));
    await user.click(screen.getByRole('button', { name: 'Centro' }));
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=centro&direccion=asc&pagina=1&tamano=25`));
  }, 30_000);

  test('filtra por centro, estudio y fechas de extracción y envío; las cuentas de las pestañas siguen los filtros', async () => {
    http.respond('GET', ENDPOINTS.hospitalesSelect, [{ hospital_id: 3, codigo: 'HUVR', nombre: 'Virgen del Rocío' }]);
    const { user } = await renderLista();

    await user.click(screen.getByRole('combobox', { name: 'Centro' }));
    await user.click(await screen.findByRole('option', { name: 'HUVR · Virgen del Rocío' }));
    await user.click(screen.getByRole('combobox', { name: 'Estudio solicitado' }));
    await user.click(await screen.findByRole('option', { name: 'Secuenciación masiva (NGS)' }));
    await escribirFecha(user, 'Extracción desde', '01032025');
    await escribirFecha(user, 'Envío hasta', '31032025');

    const esperado = 'hospital_id=3&estudio=NGS&extraccion_desde=2025-03-01&envio_hasta=2025-03-31';
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&${esperado}&pagina=1&tamano=25`));
    await waitFor(() => expect(http.callsTo('GET', RECUENTO).at(-1)?.url).toBe(`${RUTAS_API.recuentoMuestras()}?${esperado}`));

    http.respond('GET', LISTA, { items: [], total: 0 });
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('Todavía no se ha enviado ninguna muestra a su laboratorio.')).toBeTruthy();
    expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&pagina=1&tamano=25`);
  }, 45_000);

  test('muestra más de 25 filas cuando se pide', async () => {
    const muestras = Array.from({ length: 60 }, (_, indice) => muestraDePrueba({ muestra_id: indice + 1, codigo_muestra: `LMA-000123-M${String(indice + 1).padStart(3, '0')}` }));
    http.respond('GET', LISTA, { items: muestras.slice(0, 25), total: 60 });
    const { user } = await renderLista();

    http.respond('GET', LISTA, { items: muestras.slice(0, 50), total: 60 });
    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));

    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.muestras}?orden=modificado_en&direccion=desc&pagina=1&tamano=50`));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Muestras del laboratorio' })).getAllByRole('row')).toHaveLength(51));
  }, 30_000);
});

describe('lector de código de barras', () => {
  test('el campo tiene el foco al abrir, y el código con Intro abre la confirmación de una muestra enviada', async () => {
    http.respond('GET', POR_CODIGO, muestraDePrueba());
    const { user } = await renderLista();
    const campo = screen.getByRole('textbox', { name: 'Código de muestra' });
    expect(document.activeElement).toBe(campo);

    await user.keyboard('lma-000123-m001{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/confirmar-muestra/40'));
    expect(http.callsTo('GET', POR_CODIGO).map((llamada) => llamada.url)).toEqual([RUTAS_API.muestraPorCodigo('LMA-000123-M001')]);
  });

  test('una muestra ya recibida se abre en la subida de informes', async () => {
    http.respond('GET', POR_CODIGO, muestraDePrueba({ estado: 'EN_PROCESO' }));
    const { user } = await renderLista();

    await user.type(screen.getByRole('textbox', { name: 'Código de muestra' }), 'LMA-000123-M001{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/subir-informe/40'));
  });

  test('un código desconocido lo dice, vacía el campo y lo deja listo para el siguiente tubo', async () => {
    http.fail('GET', POR_CODIGO, { status: 404 });
    const { user } = await renderLista();
    const campo = screen.getByRole('textbox', { name: 'Código de muestra' });

    await user.type(campo, 'LMA-999999-M009{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('No hay ninguna muestra con el código LMA-999999-M009.');
    expect((campo as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(campo);
  });

  test('una muestra de otro laboratorio se lee como un código que no existe; otro fallo dice el mensaje de la API', async () => {
    http.fail('GET', POR_CODIGO, { status: 403, message: 'No tiene permisos para acceder a este recurso.' });
    const { user } = await renderLista();
    const campo = screen.getByRole('textbox', { name: 'Código de muestra' });

    await user.type(campo, 'LMA-000200-M001{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('No hay ninguna muestra con el código LMA-000200-M001.');

    http.fail('GET', POR_CODIGO, { status: 503, message: 'El servicio no está disponible.' });
    await user.type(campo, 'LMA-000200-M002{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('El servicio no está disponible.'));
  });
});
