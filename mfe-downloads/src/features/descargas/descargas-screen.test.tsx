import { afterEach, expect, jest, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DescargaVista } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { DescargasScreen } from './descargas-screen';
import { INTERVALO_SEGUIMIENTO_MS, reiniciarDescargas } from './descargas-store';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'COORDINADOR' }) });

afterEach(() => {
  reiniciarDescargas();
  jest.useRealTimers();
});

function descarga(cambios: Partial<DescargaVista> = {}): DescargaVista {
  return {
    descarga_id: '6f1c1f0e-8a59-4c55-9d8a-2b1f8f7f0a01',
    area: 'diagnostico',
    formato: 'CSV',
    estado: 'PENDIENTE',
    filas_hechas: 0,
    filas_total: null,
    progreso_pct: null,
    error: null,
    seudonimizado: false,
    incluir_etiquetas: false,
    ensayo: null,
    nombre_archivo: null,
    tamano_bytes: null,
    sha256: null,
    filas_por_fichero: null,
    creada_en: '2026-11-24T10:00:00.000Z',
    terminada_en: null,
    caduca_en: null,
    ...cambios,
  };
}

const LISTA_LISTA = descarga({
  estado: 'LISTA',
  filas_hechas: 1200,
  filas_total: 1200,
  progreso_pct: 100,
  nombre_archivo: 'registro-lma-diagnostico-identificada-2026-11-24-100100-UTC.zip',
  tamano_bytes: 14_541,
  terminada_en: '2026-11-24T10:01:00.000Z',
  caduca_en: '2026-12-01T10:01:00.000Z',
});

test('una tarjeta por área que el rol puede descargar, con sus ficheros, y «Mis descargas» vacía', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  renderScreen(<DescargasScreen />);

  expect(await screen.findByText('Aún no ha generado ninguna descarga.')).toBeTruthy();
  const tarjetas = screen.getAllByRole('article');
  expect(tarjetas.map((tarjeta) => within(tarjeta).getByRole('heading').textContent)).toEqual([
    'Diagnóstico',
    'Inducción',
    'Consolidación',
    'Post-consolidación',
    'Seguimiento',
    'Biobanco',
    'Muestras',
    'Ensayo clínico',
  ]);
  expect(within(tarjetas[0]!).getByText(/Ficheros: paciente\.csv/)).toBeTruthy();
  expect(within(tarjetas[6]!).getByText(/^Ficheros:/).textContent).toBe(
    'Ficheros: muestra.csv, muestra_ngs.csv, ngs_variante.csv, metadatos.csv, libro de códigos y script de R.',
  );
});

test('cada tarjeta enumera exactamente los ficheros que recibirá el rol: laboratorio y biobanco solo los de sus muestras', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  const ficherosDe = async () =>
    Object.fromEntries(
      (await screen.findAllByRole('article')).map((tarjeta) => [within(tarjeta).getByRole('heading').textContent, within(tarjeta).getByText(/^Ficheros:/).textContent]),
    );
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [] }));
  const { unmount } = renderScreen(<DescargasScreen />);
  expect(await ficherosDe()).toEqual({
    Muestras: 'Ficheros: muestra.csv, muestra_ngs.csv, ngs_variante.csv, metadatos.csv, libro de códigos y script de R.',
    'Ensayo clínico': 'Ficheros: muestra.csv, metadatos.csv, libro de códigos y script de R.',
  });
  unmount();
  signInAs(crearUsuarioSesion({ rol: 'BIOBANCO', hospitales: [] }));
  renderScreen(<DescargasScreen />);
  expect(await ficherosDe()).toEqual({
    Biobanco: 'Ficheros: biobanco.csv, metadatos.csv, libro de códigos y script de R.',
    Muestras: 'Ficheros: muestra.csv, metadatos.csv, libro de códigos y script de R.',
  });
});

test('dos descargas de la misma área se distinguen: modo, «con etiquetas», ensayo, fichero y fecha', async () => {
  const seudonimizada = LISTA_LISTA;
  const conEtiquetas = descarga({
    ...LISTA_LISTA,
    descarga_id: '6f1c1f0e-8a59-4c55-9d8a-2b1f8f7f0a02',
    seudonimizado: true,
    incluir_etiquetas: true,
    creada_en: '2026-11-24T11:30:00.000Z',
    nombre_archivo: 'registro-lma-diagnostico-seudonimizada-con-etiquetas-2026-11-24-113100-UTC.zip',
  });
  const ensayo = descarga({ descarga_id: '6f1c1f0e-8a59-4c55-9d8a-2b1f8f7f0a03', area: 'ensayo', ensayo: 'LMA_FLOW', estado: 'EN_CURSO' });
  http.respond('GET', ENDPOINTS.descargas, { items: [conEtiquetas, seudonimizada, ensayo] });
  renderScreen(<DescargasScreen />);

  const tabla = await screen.findByRole('table', { name: 'Mis descargas' });
  expect(within(tabla).getByText('Seudonimizada · con etiquetas')).toBeTruthy();
  expect(within(tabla).getByText('Identificada')).toBeTruthy();
  expect(within(tabla).getByText('Identificada · ensayo LMA-FLOW')).toBeTruthy();
  expect(within(tabla).getByText(conEtiquetas.nombre_archivo!)).toBeTruthy();
  const botones = within(tabla)
    .getAllByRole('button', { name: /^Descargar Diagnóstico/ })
    .map((boton) => boton.getAttribute('aria-label'));
  expect(new Set(botones).size).toBe(2);
  expect(botones[0]).toMatch(/seudonimizada · con etiquetas/);
});

test('cancelar pregunta con botones que dicen lo que hacen: «Seguir generando» no cancela, «Cancelar la descarga» sí', async () => {
  const enCurso = descarga({ estado: 'EN_CURSO', filas_total: 1200, filas_hechas: 10, progreso_pct: 0 });
  http.respond('GET', ENDPOINTS.descargas, { items: [enCurso] });
  http.respond('POST', RUTAS_API.cancelarDescarga(enCurso.descarga_id), { ...enCurso, estado: 'CANCELADA' });
  const { user } = renderScreen(<DescargasScreen />);

  await user.click(await screen.findByRole('button', { name: /^Cancelar Diagnóstico/ }));
  let dialogo = await screen.findByRole('dialog', { name: 'Cancelar descarga' });
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir generando' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar descarga' })).toBeNull());
  expect(http.callsTo('POST', RUTAS_API.cancelarDescarga(enCurso.descarga_id))).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: /^Cancelar Diagnóstico/ }));
  dialogo = await screen.findByRole('dialog', { name: 'Cancelar descarga' });
  await user.click(within(dialogo).getByRole('button', { name: 'Cancelar la descarga' }));
  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.cancelarDescarga(enCurso.descarga_id))).toHaveLength(1));
});

test('una descarga cancelada dice «Cancelada», una caducada «Caducada» sin botón, y una denegada su motivo', async () => {
  http.respond('GET', ENDPOINTS.descargas, {
    items: [
      descarga({ estado: 'CANCELADA' }),
      descarga({ ...LISTA_LISTA, descarga_id: '6f1c1f0e-8a59-4c55-9d8a-2b1f8f7f0a04', estado: 'CADUCADA' }),
      descarga({
        ...LISTA_LISTA,
        descarga_id: '6f1c1f0e-8a59-4c55-9d8a-2b1f8f7f0a05',
        estado: 'DENEGADA',
        error: 'Fichero retirado: La descarga incluye pacientes de centros que ya no tiene asignados.',
      }),
    ],
  });
  renderScreen(<DescargasScreen />);

  const tabla = await screen.findByRole('table', { name: 'Mis descargas' });
  expect(within(tabla).getByText('Cancelada')).toBeTruthy();
  expect(within(tabla).getByText('Caducada')).toBeTruthy();
  expect(within(tabla).getByText('Denegada')).toBeTruthy();
  expect(within(tabla).getByText('Fichero retirado: La descarga incluye pacientes de centros que ya no tiene asignados.')).toBeTruthy();
  expect(within(tabla).queryAllByRole('button', { name: /^Descargar/ })).toHaveLength(0);
});

test('un usuario de laboratorio solo ve las áreas de su rol', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [] }));
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  renderScreen(<DescargasScreen />);

  await screen.findByText('Aún no ha generado ninguna descarga.');
  expect(screen.getAllByRole('article').map((tarjeta) => within(tarjeta).getByRole('heading').textContent)).toEqual(['Muestras', 'Ensayo clínico']);
});

test('«Generar» envía las opciones, la barra sigue el progreso real y avisa cuando la descarga está lista', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  // What the API lists at each read: nothing, then the queued extract, then running, then ready.
  const lecturas: DescargaVista[][] = [[], [descarga()], [descarga({ estado: 'EN_CURSO', filas_hechas: 300, filas_total: 1200, progreso_pct: 25 })], [LISTA_LISTA]];
  http.respond('GET', ENDPOINTS.descargas, () => ({ items: lecturas.length > 1 ? lecturas.shift() : lecturas[0] }));
  http.respond('POST', RUTAS_API.recargaDescarga('diagnostico'), descarga());
  const { user } = renderScreen(<DescargasScreen />);

  await screen.findByText('Aún no ha generado ninguna descarga.');
  await user.click(screen.getByRole('button', { name: 'Generar Diagnóstico' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Diagnóstico' });
  await user.click(within(dialogo).getByRole('switch', { name: 'Incluir etiquetas' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Generar' }));

  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.recargaDescarga('diagnostico'))).toHaveLength(1));
  expect(http.callsTo('POST', RUTAS_API.recargaDescarga('diagnostico'))[0]!.body).toMatchObject({
    formato: 'CSV',
    incluir_etiquetas: true,
    seudonimizado: false,
    hospitales: [],
    ensayo: null,
  });
  expect(await screen.findByRole('button', { name: /^Cancelar Diagnóstico/ })).toBeTruthy();

  await act(async () => {
    await jest.advanceTimersByTimeAsync(INTERVALO_SEGUIMIENTO_MS);
  });
  expect((await screen.findAllByText('300 de 1200 filas (25 %)')).length).toBeGreaterThan(0);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(INTERVALO_SEGUIMIENTO_MS);
  });
  expect(await screen.findByRole('button', { name: /^Descargar Diagnóstico/ })).toBeTruthy();
  expect(screen.getByText('14,2 KB')).toBeTruthy();
  expect(screen.getByText('CSV (ZIP)')).toBeTruthy();
  expect(notifications.map((aviso) => aviso.message)).toContain('La descarga «Diagnóstico» está lista.');
});

test('«Formato» ofrece CSV (ZIP), elegido de partida, y Excel (XLSX), que se envía como XLSX', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  http.respond('GET', ENDPOINTS.hospitalesSelect, []);
  http.respond('POST', RUTAS_API.recargaDescarga('diagnostico'), descarga());
  const { user } = renderScreen(<DescargasScreen />);

  await screen.findByText('Aún no ha generado ninguna descarga.');
  await user.click(screen.getByRole('button', { name: 'Generar Diagnóstico' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Diagnóstico' });
  const formato = within(dialogo).getByRole('combobox', { name: /Formato/ });
  expect(formato.textContent).toBe('CSV (ZIP)');
  await user.click(formato);
  expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(['CSV (ZIP)', 'Excel (XLSX)']);
  await user.click(screen.getByRole('option', { name: 'Excel (XLSX)' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Generar' }));

  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.recargaDescarga('diagnostico'))).toHaveLength(1));
  expect(http.callsTo('POST', RUTAS_API.recargaDescarga('diagnostico'))[0]!.body).toMatchObject({ formato: 'XLSX' });
});

test('el aviso de descarga lista llega aunque el usuario haya salido de /descargas', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  let lista = false;
  http.respond('GET', ENDPOINTS.descargas, () => ({ items: [lista ? LISTA_LISTA : descarga({ estado: 'EN_CURSO', filas_total: 1200, filas_hechas: 10, progreso_pct: 0 })] }));
  const { unmount } = renderScreen(<DescargasScreen />);
  await screen.findByRole('button', { name: /^Cancelar Diagnóstico/ });

  unmount();
  lista = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(INTERVALO_SEGUIMIENTO_MS);
  });

  expect(notifications.map((aviso) => aviso.message)).toContain('La descarga «Diagnóstico» está lista.');
});

test('una descarga fallida muestra su motivo y un LECTURA genera siempre seudonimizado', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  http.respond('GET', ENDPOINTS.descargas, { items: [descarga({ estado: 'FALLIDA', error: 'El almacén de ficheros no responde.' })] });
  http.respond('GET', ENDPOINTS.hospitalesSelect, []);
  const { user } = renderScreen(<DescargasScreen />);

  expect(await screen.findByText('El almacén de ficheros no responde.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Generar Inducción' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Inducción' });
  const seudonimizado = within(dialogo).getByRole('switch', { name: 'Modo seudonimizado' });
  expect(seudonimizado).toHaveProperty('checked', true);
  expect(seudonimizado).toHaveProperty('disabled', true);
});

test('el estado BORRADOR solo se ofrece a coordinadores y administradores', async () => {
  signInAs(crearUsuarioSesion({ rol: 'CLINICO' }));
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  const { user } = renderScreen(<DescargasScreen />);

  await screen.findByText('Aún no ha generado ninguna descarga.');
  await user.click(screen.getByRole('button', { name: 'Generar Diagnóstico' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Diagnóstico' });
  await user.click(within(dialogo).getByRole('combobox', { name: /Estados del paciente/ }));
  const opciones = (await screen.findAllByRole('option')).map((opcion) => opcion.textContent);
  expect(opciones).not.toContain('Borrador');
  expect(opciones.length).toBeGreaterThan(0);
});

test('el filtro de ensayo ofrece los ensayos del catálogo vigente, el añadido por el administrador incluido', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  http.respond('GET', RUTAS_API.catalogoLibreria('ensayo'), {
    catalogo: 'ensayo',
    filas: [
      { codigo: 'NINGUNO', etiqueta: 'No incluido en ensayo', orden: 1, activo: true },
      { codigo: 'EC_NUEVO', etiqueta: 'EC-NUEVO', orden: 2, activo: true },
    ],
  });
  http.respond('POST', RUTAS_API.recargaDescarga('ensayo'), descarga());
  const { user } = renderScreen(<DescargasScreen />);
  await screen.findByText('Aún no ha generado ninguna descarga.');
  await user.click(screen.getByRole('button', { name: 'Generar Ensayo clínico' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Ensayo clínico' });
  await user.click(within(dialogo).getByRole('combobox', { name: /^Ensayo/ }));
  await user.click(await screen.findByRole('option', { name: 'EC-NUEVO' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Generar' }));

  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.recargaDescarga('ensayo'))).toHaveLength(1));
  expect(http.callsTo('POST', RUTAS_API.recargaDescarga('ensayo'))[0]!.body).toMatchObject({ ensayo: 'EC_NUEVO' });
});

test('elegir «No incluido en ensayo» como ensayo se señala al momento con el mensaje de la API y no se envía', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  http.respond('GET', RUTAS_API.catalogoLibreria('ensayo'), {
    catalogo: 'ensayo',
    filas: [
      { codigo: 'NINGUNO', etiqueta: 'No incluido en ensayo', orden: 1, activo: true },
      { codigo: 'LMA_FLOW', etiqueta: 'LMA-FLOW', orden: 2, activo: true },
    ],
  });
  const { user } = renderScreen(<DescargasScreen />);
  await screen.findByText('Aún no ha generado ninguna descarga.');
  await user.click(screen.getByRole('button', { name: 'Generar Ensayo clínico' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Generar descarga: Ensayo clínico' });
  await user.click(within(dialogo).getByRole('combobox', { name: /^Ensayo/ }));
  await user.click(await screen.findByRole('option', { name: 'No incluido en ensayo' }));

  expect(await within(dialogo).findByText('«Ensayo»: «No incluido en ensayo» no es un ensayo; elija el ensayo de la descarga.')).toBeTruthy();
  expect(within(dialogo).getByRole('button', { name: 'Generar' })).toHaveProperty('disabled', true);
  expect(http.callsTo('POST', RUTAS_API.recargaDescarga('ensayo'))).toHaveLength(0);
});

test('si la lista no carga, el error se muestra con «Reintentar»', async () => {
  http.fail('GET', ENDPOINTS.descargas, { status: 503, message: 'Servicio no disponible.' });
  renderScreen(<DescargasScreen />);

  expect(await screen.findByText('Servicio no disponible.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
});
