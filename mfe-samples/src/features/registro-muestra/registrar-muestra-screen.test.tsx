import { beforeAll, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { DOCUMENTOS_DE_MUESTRA, documentoReferencia, hoy, MENSAJE_CONFLICTO_VERSION, MENSAJE_EXTRACCION_NO_VALIDA, momentosDeEnsayo } from '@registro-lma/shared/domain';
import { claveEnvioDe, crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { claveBorrador, guardarBorrador, olvidarDocumentosReferencia } from '@registro-lma/shared/ui';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { muestraDeApi, pacienteDeMuestraFixture } from '../../comun/muestra.fixture';
import { registroBiobancoDeApi } from '../../comun/registro-biobanco.fixture';
import { RegistrarMuestraEnsayoPacienteScreen, RegistrarMuestraEnsayoScreen, RegistrarMuestraPacienteScreen, RegistrarMuestraScreen } from './registrar-muestra-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const MUESTRA = RUTAS_API.muestra(40);
type Usuario = ReturnType<typeof renderScreen>['user'];

// The date picker is a lazy chunk: loaded once here so that its first compile does not count against the waits.
beforeAll(() => import('@mui/x-date-pickers/DatePicker'));

const descargas: string[] = [];
beforeEach(() => {
  descargas.length = 0;
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:hoja';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
  http.respond('GET', PACIENTE, pacienteDeMuestraFixture());
});

function nuevaMuestra() {
  return renderScreen(<RegistrarMuestraPacienteScreen />, { path: '/registrar-muestra/paciente/12', route: '/registrar-muestra/paciente/:id' });
}

function editarMuestra() {
  return renderScreen(<RegistrarMuestraScreen />, { path: '/registrar-muestra/40', route: '/registrar-muestra/:id' });
}

async function elegir(user: Usuario, campo: RegExp, opcion: string) {
  await user.click(screen.getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

/** Everything a diagnostic marrow sample requires. */
async function rellenar(user: Usuario) {
  await elegir(user, /^Momento de la muestra/, 'Diagnóstico');
  await elegir(user, /^Tipo de material/, 'Médula ósea (aspirado)');
  const fecha = await screen.findByRole('group', { name: /Fecha de extracción/ });
  await user.click(within(fecha).getByRole('spinbutton', { name: 'Día' }));
  await user.keyboard('09012025');
  await elegir(user, /^Anticoagulante/, 'EDTA (K2/K3)');
  await user.type(screen.getByRole('textbox', { name: /^Nº de tubos/ }), '2');
  await user.type(screen.getByRole('textbox', { name: /^Volumen total/ }), '5');
  await user.click(screen.getByRole('combobox', { name: /^Estudios solicitados/ }));
  await user.click(await screen.findByRole('option', { name: 'Secuenciación masiva (NGS)' }));
  await user.keyboard('{Escape}');
  await elegir(user, /^Laboratorio de destino/, 'Laboratorio de referencia de secuenciación masiva (NGS)');
  await elegir(user, /^Financiación del análisis/, 'Grupo cooperativo (fundación del registro)');
}

test('una muestra nueva se registra con los datos del formulario y se abre su edición', async () => {
  http.respond('POST', ENDPOINTS.muestras, muestraDeApi());
  const { user } = nuevaMuestra();
  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar muestra' })).toBeTruthy();
  expect(await screen.findByText('UPN LMA-000123')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al paciente' }).getAttribute('href')).toBe('/paciente/12');

  await rellenar(user);
  await user.click(screen.getByRole('button', { name: 'Registrar muestra' }));

  await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/registrar-muestra/40'));
  const [alta] = http.callsTo('POST', ENDPOINTS.muestras);
  expect(alta?.body).toMatchObject({
    paciente_id: 12,
    datos: { es_ensayo: false, momento: 'DIAG', material: 'MO_ASPIRADO', fecha_extraccion: '2025-01-09', n_tubos: 2, volumen_ml: 5, estudios_solicitados: ['NGS'] },
  });
  expect(claveEnvioDe(alta)).toBeTruthy();
}, 90_000);

test('guardar sin los datos obligatorios muestra los errores y no envía nada', async () => {
  const { user } = nuevaMuestra();
  await user.click(await screen.findByRole('button', { name: 'Registrar muestra' }));

  const lista = await screen.findByRole('alert', { name: 'Campos con errores' });
  expect(within(lista).getByText('Tipo de material')).toBeTruthy();
  expect(http.callsTo('POST', ENDPOINTS.muestras)).toHaveLength(0);
});

test('un error del servidor se muestra en su campo', async () => {
  http.fail('POST', ENDPOINTS.muestras, { status: 400, message: 'Datos no válidos.', errores: { fecha_extraccion: MENSAJE_EXTRACCION_NO_VALIDA } });
  // What the user typed earlier, kept as a local draft, is put back at once (typing it all again is the test above).
  guardarBorrador(claveBorrador(1, '/registrar-muestra/paciente/12'), { datos: muestraDeApi().datos, filas: [], version: null });
  const { user } = nuevaMuestra();
  await user.click(within(await screen.findByRole('dialog', { name: 'Borrador sin guardar' })).getByRole('button', { name: 'Restaurar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Registrar muestra' }));

  const fecha = await screen.findByRole('group', { name: /Fecha de extracción/ });
  await waitFor(() => expect(fecha.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getAllByText(MENSAJE_EXTRACCION_NO_VALIDA).length).toBeGreaterThan(0);
});

test('la muestra de ensayo ofrece los ensayos del paciente y los momentos del ensayo elegido', async () => {
  http.respond(
    'GET',
    PACIENTE,
    pacienteDeMuestraFixture({
      paciente_ensayo: [
        { ensayo: 'LMA_FLOW', ensayo_otro: null, codigo_paciente_ensayo: 'LF-07', fecha_inclusion: '2025-01-12', brazo: null, fecha_salida: null },
        { ensayo: 'PEVOLAM', ensayo_otro: null, codigo_paciente_ensayo: 'PV-01', fecha_inclusion: '2025-01-12', brazo: null, fecha_salida: null },
      ],
    }),
  );
  const { user } = renderScreen(<RegistrarMuestraEnsayoPacienteScreen />, {
    path: '/registrar-muestra-ensayo/paciente/12',
    route: '/registrar-muestra-ensayo/paciente/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar muestra de ensayo' })).toBeTruthy();
  await screen.findByText('UPN LMA-000123');
  expect(screen.queryByRole('combobox', { name: /^Momento de la muestra/ })).toBeNull();

  await user.click(screen.getByRole('combobox', { name: /^Ensayo/ }));
  expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(['LMA-FLOW', 'PEVOLAM']);
  await user.click(screen.getByRole('option', { name: 'LMA-FLOW' }));
  await user.click(screen.getByRole('combobox', { name: /^Momento según protocolo/ }));
  expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(momentosDeEnsayo('LMA_FLOW').map((fila) => fila.etiqueta));
  await user.keyboard('{Escape}');

  await elegir(user, /^Ensayo/, 'PEVOLAM');
  await user.click(screen.getByRole('combobox', { name: /^Momento según protocolo/ }));
  expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(momentosDeEnsayo('PEVOLAM').map((fila) => fila.etiqueta));
});

test('el formulario ofrece los laboratorios, la financiación, los ensayos y sus momentos vigentes: lo añadido por el administrador con su nombre, lo desactivado no', async () => {
  const fila = (codigo: string, etiqueta: string, orden: number, activo = true) => ({ codigo, etiqueta, orden, activo });
  http.respond(
    'GET',
    PACIENTE,
    pacienteDeMuestraFixture({
      paciente_ensayo: [{ ensayo: 'ENSAYO_NUEVO', ensayo_otro: null, codigo_paciente_ensayo: 'EN-03', fecha_inclusion: '2025-01-12', brazo: null, fecha_salida: null }],
    }),
  );
  http.respond('GET', RUTAS_API.catalogoLibreria('ensayo'), { catalogo: 'ensayo', filas: [fila('NINGUNO', 'No incluido en ensayo', 1), fila('ENSAYO_NUEVO', 'Ensayo añadido por el administrador', 2)] });
  http.respond('GET', RUTAS_API.catalogoLibreria('momento_muestra_ensayo_nuevo'), {
    catalogo: 'momento_muestra_ensayo_nuevo',
    filas: [fila('CRIBADO', 'Cribado del ensayo nuevo', 1), fila('SEMANA_4', 'Semana 4 (retirado)', 2, false), fila('FIN', 'Fin de tratamiento', 3)],
  });
  http.respond('GET', RUTAS_API.catalogoLibreria('laboratorio'), { catalogo: 'laboratorio', filas: [fila('LAB_NUEVO', 'Laboratorio añadido', 1), fila('LAB_VIEJO', 'Laboratorio desactivado', 2, false)] });
  http.respond('GET', RUTAS_API.catalogoLibreria('laboratorio_economico'), {
    catalogo: 'laboratorio_economico',
    filas: [fila('PROMOTOR_ENSAYO', 'Promotor del ensayo (etiqueta vigente)', 1), fila('FIN_NUEVA', 'Financiación añadida', 2)],
  });
  const { user } = renderScreen(<RegistrarMuestraEnsayoPacienteScreen />, {
    path: '/registrar-muestra-ensayo/paciente/12',
    route: '/registrar-muestra-ensayo/paciente/:id',
  });
  await screen.findByText('UPN LMA-000123');
  const opciones = async (campo: RegExp) => {
    await user.click(screen.getByRole('combobox', { name: campo }));
    const textos = (await screen.findAllByRole('option')).map((opcion) => opcion.textContent);
    await user.keyboard('{Escape}');
    return textos;
  };

  await waitFor(async () => expect(await opciones(/^Ensayo/)).toEqual(['Ensayo añadido por el administrador']));
  await elegir(user, /^Ensayo/, 'Ensayo añadido por el administrador');
  expect(await opciones(/^Momento según protocolo/)).toEqual(['Cribado del ensayo nuevo', 'Fin de tratamiento']);
  expect(await opciones(/^Laboratorio de destino/)).toEqual(['Laboratorio añadido']);
  expect(await opciones(/^Financiación del análisis/)).toEqual(['Promotor del ensayo (etiqueta vigente)', 'Financiación añadida']);
  expect(http.callsTo('GET', RUTAS_API.catalogoLibreria('momento_muestra_ensayo_nuevo')).length).toBeGreaterThan(0);
}, 90_000);

test('una edición con una versión antigua abre el conflicto de versiones', async () => {
  http.respond('GET', MUESTRA, muestraDeApi());
  http.fail('PUT', MUESTRA, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
  const { user } = editarMuestra();
  expect(await screen.findByRole('heading', { level: 1, name: 'Muestra LMA-000123-M001' })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /^Observaciones/ }), 'Tubo extra.');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Conflicto de versiones' });
  expect(within(dialogo).getByText(MENSAJE_CONFLICTO_VERSION)).toBeTruthy();
  expect(http.callsTo('PUT', MUESTRA)[0]?.body).toMatchObject({ version: 1, datos: { observaciones: 'Tubo extra.', es_ensayo: false } });
  await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('«Imprimir hoja de envío» descarga el PDF de la muestra', async () => {
  http.respond('GET', MUESTRA, muestraDeApi());
  http.respond('GET', RUTAS_API.hojaEnvioMuestra(40), new Blob(['%PDF-']));
  const { user } = editarMuestra();
  expect(await screen.findByText('No impresa')).toBeTruthy();
  expect(screen.getByText('LMA-000123-M001')).toBeTruthy();
  expect(screen.getByText('Registrada (pendiente de envío)')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Imprimir hoja de envío' }));

  await waitFor(() => expect(descargas).toEqual(['hoja-envio-LMA-000123-M001.pdf']));
  expect(http.callsTo('GET', RUTAS_API.hojaEnvioMuestra(40))[0]?.config).toMatchObject({ responseType: 'blob' });
  expect(screen.getByText(/^Impresa el /)).toBeTruthy();
});

test('«Registrar envío» pasa la muestra a ENVIADA con la fecha de envío por la ruta de estado', async () => {
  http.respond('GET', MUESTRA, muestraDeApi());
  http.respond('PUT', `${MUESTRA}/estado`, muestraDeApi({ estado: 'ENVIADA', version: 2 }, { fecha_envio: hoy() }));
  const { user } = editarMuestra();
  await user.click(await screen.findByRole('button', { name: 'Registrar envío' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Registrar envío' });
  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'ENVIADA', version: 2 }, { fecha_envio: hoy() }));
  await user.click(within(dialogo).getByRole('button', { name: 'Registrar envío' }));

  await waitFor(() => expect(http.callsTo('PUT', `${MUESTRA}/estado`)).toHaveLength(1));
  expect(http.callsTo('PUT', `${MUESTRA}/estado`)[0]?.body).toMatchObject({ estado: 'ENVIADA', version: 1, fecha_envio: hoy() });
  expect(await screen.findByText('Enviada')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Registrar envío' })).toBeNull());
});

test('desde la muestra recibida se llega en un clic a sus informes y su resultado NGS y a sus registros de biobanco', async () => {
  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'RECIBIDA' }, { fecha_envio: '2025-01-09' }));
  http.respond('GET', /^\/leucemia\/api\/biobanco\?/, {
    items: [
      registroBiobancoDeApi({ biobanco_id: 3, identificador: 'LMA-000123-B3', upn: 'LMA-000123', codigo_muestra: muestraDeApi().codigo_muestra }),
      // The search also matches other codes: a record of another tube is not this sample's.
      registroBiobancoDeApi({ biobanco_id: 4, identificador: 'LMA-000123-B4', upn: 'LMA-000123', codigo_muestra: 'LMA-000123-M009' }),
    ],
    total: 2,
  });
  editarMuestra();

  const enlaces = await screen.findByRole('navigation', { name: 'Resultados de la muestra' });
  expect(within(enlaces).getByRole('link', { name: 'Informes y resultado NGS' }).getAttribute('href')).toBe('/subir-informe/40');
  expect((await within(enlaces).findByRole('link', { name: 'Biobanco LMA-000123-B3' })).getAttribute('href')).toBe('/biobanco/LMA-000123/3');
  expect(within(enlaces).queryByRole('link', { name: 'Biobanco LMA-000123-B4' })).toBeNull();
});

test('una muestra ya recibida se muestra sin edición ni envío', async () => {
  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'RECIBIDA' }, { fecha_envio: '2025-01-09' }));
  editarMuestra();

  expect(await screen.findByText('Recibida y aceptada')).toBeTruthy();
  expect(screen.getByText(/no se puede modificar/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Registrar envío' })).toBeNull();
  expect(screen.getByRole('combobox', { name: /^Tipo de material/ }).getAttribute('aria-disabled')).toBe('true');
});

test('«Eliminar muestra» pide el motivo, envía la versión leída y vuelve a la ficha del paciente', async () => {
  http.respond('GET', MUESTRA, muestraDeApi({ version: 3 }));
  http.respond('DELETE', MUESTRA, null);
  const { user } = editarMuestra();
  await user.click(await screen.findByRole('button', { name: 'Eliminar muestra' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Eliminar muestra' });
  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Error');
  expect(within(dialogo).getAllByText('Indique el motivo (al menos 10 caracteres).').length).toBeGreaterThan(0);
  expect(within(dialogo).getByRole('button', { name: 'Eliminar muestra' })).toHaveProperty('disabled', true);

  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), ' de registro.');
  await user.click(within(dialogo).getByRole('button', { name: 'Eliminar muestra' }));

  await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/12'));
  expect(http.callsTo('DELETE', MUESTRA)[0]?.body).toEqual({ version: 3, motivo: 'Error de registro.' });
  expect(notifications.map((aviso) => aviso.message)).toContain('Muestra LMA-000123-M001 eliminada.');
}, 30_000);

test('si la API rechaza la eliminación se muestra su mensaje y «Recargar» lee la muestra de nuevo', async () => {
  const mensaje = 'La muestra está en estado «Enviada»: solo se puede eliminar antes de enviarla al laboratorio.';
  http.respond('GET', MUESTRA, muestraDeApi());
  http.fail('DELETE', MUESTRA, { status: 409, message: mensaje });
  const { user } = editarMuestra();
  await user.click(await screen.findByRole('button', { name: 'Eliminar muestra' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Eliminar muestra' });
  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Registrada por error.');
  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'ENVIADA', version: 2 }, { fecha_envio: '2025-01-09' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Eliminar muestra' }));

  expect(await within(dialogo).findByText(mensaje)).toBeTruthy();
  expect(screen.queryByLabelText('Ruta actual')).toBeNull();
  await user.click(within(dialogo).getByRole('button', { name: 'Recargar' }));

  expect(await screen.findByText('Enviada')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Eliminar muestra' })).toBeNull();
}, 30_000);

test('una muestra anulada de ensayo se puede eliminar; una enviada, no', async () => {
  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'ANULADA' }, { es_ensayo: true, ensayo: 'LMA_FLOW' }));
  const ensayo = renderScreen(<RegistrarMuestraEnsayoScreen />, { path: '/registrar-muestra-ensayo/40', route: '/registrar-muestra-ensayo/:id' });
  expect(await screen.findByRole('button', { name: 'Eliminar muestra' })).toBeTruthy();
  ensayo.unmount();

  http.respond('GET', MUESTRA, muestraDeApi({ estado: 'ENVIADA' }, { fecha_envio: '2025-01-09' }));
  editarMuestra();
  expect(await screen.findByText('Enviada')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Eliminar muestra' })).toBeNull();
});

test('un fallo al leer la muestra se puede reintentar', async () => {
  http.fail('GET', MUESTRA, { status: 500, message: 'Error interno.' });
  const { user } = editarMuestra();
  expect(await screen.findByText('Error interno.')).toBeTruthy();

  http.respond('GET', MUESTRA, muestraDeApi());
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Muestra LMA-000123-M001' })).toBeTruthy();
});

test('un usuario de laboratorio no puede registrar muestras', () => {
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_CMF_REF'] }));
  editarMuestra();

  expect(screen.getByText('Acceso no permitido')).toBeTruthy();
  expect(screen.getByText('No tiene permisos para registrar ni modificar muestras.')).toBeTruthy();
  expect(http.calls).toHaveLength(0);
});

test('el formulario enlaza el manual de manejo y la tabla de tiempos; lo no publicado lo dice, lo generado se descarga', async () => {
  olvidarDocumentosReferencia();
  http.respond('GET', ENDPOINTS.documentosReferencia, { documentos: [] });
  http.respond('GET', RUTAS_API.pdfDocumentoGenerado('tiempos-muestras'), new Blob(['%PDF-1.7']));
  const { user } = nuevaMuestra();

  const enlaces = await screen.findByRole('navigation', { name: 'Documentos de referencia' });
  // One line names what the administrator has yet to upload, instead of «Documento aún no disponible» per document.
  const pendientes = await within(enlaces).findByText(/^Aún sin publicar \(el administrador los sube en la Librería\): /);
  for (const clave of DOCUMENTOS_DE_MUESTRA) expect(pendientes.textContent).toContain(documentoReferencia(clave)?.titulo);
  expect(within(enlaces).queryByText(/Documento aún no disponible/)).toBeNull();
  await user.click(within(enlaces).getByRole('button', { name: 'Tabla de tiempos de muestras por ensayo' }));

  await waitFor(() => expect(descargas).toEqual(['tiempos-muestras.pdf']));
});

test('el anticoagulante se propone según el material y respeta el que elige el usuario', async () => {
  const { user } = nuevaMuestra();
  const anticoagulante = async () => (await screen.findByRole('combobox', { name: /^Anticoagulante/ })).textContent;
  await screen.findByRole('combobox', { name: /^Tipo de material/ });
  await elegir(user, /^Tipo de material/, 'Sangre periférica');
  expect(await anticoagulante()).toBe('EDTA (K2/K3)');
  await elegir(user, /^Tipo de material/, 'Líquido cefalorraquídeo');
  expect(await anticoagulante()).toBe('Sin anticoagulante');
  await elegir(user, /^Anticoagulante/, 'Heparina sódica');
  await elegir(user, /^Tipo de material/, 'Médula ósea (aspirado)');
  expect(await anticoagulante()).toBe('Heparina sódica');
}, 60_000);
