import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentoGenerado, DocumentoReferencia, VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { olvidarDocumentosReferencia } from '@registro-lma/shared/ui';
import { LibreriaScreen } from './libreria-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'CLINICO' }) });
const DOCUMENTOS = ENDPOINTS.documentosReferencia;
const GENERADOS = ENDPOINTS.documentosGenerados;

const version = (cambios: Partial<VersionDocumentoReferencia> = {}): VersionDocumentoReferencia => ({
  clave: 'manual-manejo-muestras',
  version: 2,
  nombre_archivo: 'manual v2.pdf',
  tamano_bytes: 120_000,
  tipo_mime: 'application/pdf',
  sha256: 'b'.repeat(64),
  subido_por: 7,
  subido_por_nombre: 'Ana Admin',
  subido_en: '2026-03-02T09:30:00.000Z',
  activo: true,
  ...cambios,
});

const manual: DocumentoReferencia = { clave: 'manual-manejo-muestras', titulo: 'Manual de manejo de muestras', tipos: ['application/pdf'], disponible: true, vigente: version() };
const diagrama: DocumentoReferencia = {
  clave: 'diagrama-riesgo',
  titulo: 'Diagrama de riesgo',
  tipos: ['application/pdf', 'image/png', 'image/jpeg'],
  disponible: false,
  vigente: null,
};

const tiempos: DocumentoGenerado = {
  clave: 'tiempos-muestras',
  titulo: 'Tabla de tiempos de muestras por ensayo',
  descripcion: 'Momentos de extracción de cada ensayo.',
  tablas: [
    {
      titulo: 'PEVOLAM',
      columnas: ['Código', 'Momento según protocolo', 'Ventana', 'Momento general'],
      filas: [['CRIBADO', 'Cribado (diagnóstico)', '≤ 28 d before cycle 1 day 1', 'Diagnóstico']],
      notas: ['Registro en ClinicalTrials.gov: NCT04090736.'],
    },
  ],
};

const descargas: string[] = [];

beforeEach(() => {
  olvidarDocumentosReferencia();
  descargas.length = 0;
  http.respond('GET', DOCUMENTOS, { documentos: [manual, diagrama] });
  http.respond('GET', GENERADOS, { documentos: [{ clave: tiempos.clave, titulo: tiempos.titulo }] });
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:libreria';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const comoAdmin = () => signInAs(crearUsuarioSesion({ rol: 'ADMIN' }));

async function fila(nombre: string): Promise<HTMLElement> {
  const tabla = await screen.findByRole('table', { name: 'Documentos de referencia' });
  return within(tabla).getByText(nombre).closest('tr') as HTMLElement;
}

test('cada documento muestra su versión vigente (fecha, autor, tamaño) con su descarga, o que aún no está disponible', async () => {
  http.respond('GET', `${DOCUMENTOS}/manual-manejo-muestras/fichero`, new Blob(['%PDF-1.7']));
  const { user } = renderScreen(<LibreriaScreen />);

  const publicado = await fila('Manual de manejo de muestras');
  expect(within(publicado).getByText('Versión 2, publicada el 02/03/2026 10:30 por Ana Admin · 117,2 KB')).toBeTruthy();
  const pendiente = await fila('Diagrama de riesgo');
  expect(within(pendiente).getByText('Documento aún no disponible.')).toBeTruthy();
  expect(within(pendiente).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('button', { name: /Nueva versión/ })).toBeNull();

  await user.click(within(publicado).getByRole('button', { name: 'Descargar Manual de manejo de muestras' }));
  await waitFor(() => expect(descargas).toEqual(['manual v2.pdf']));
});

test('el ADMIN publica una versión: ve el progreso y, al terminar, la lista se recarga', async () => {
  comoAdmin();
  let terminar: (publicada: VersionDocumentoReferencia) => void = () => undefined;
  http.respond('POST', `${DOCUMENTOS}/diagrama-riesgo`, (call) => {
    call.config?.onUploadProgress?.({ loaded: 50, total: 100, progress: 0.5, bytes: 50, lengthComputable: true });
    return new Promise<VersionDocumentoReferencia>((resolve) => (terminar = resolve));
  });
  const { user } = renderScreen(<LibreriaScreen />);

  await user.click(within(await fila('Diagrama de riesgo')).getByRole('button', { name: 'Nueva versión de Diagrama de riesgo' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Nueva versión de Diagrama de riesgo' });
  expect(within(dialogo).getByText(/un PDF o una imagen PNG o JPEG/)).toBeTruthy();
  const entrada = within(dialogo).getByLabelText('Archivo');
  expect(entrada.getAttribute('accept')).toBe('application/pdf,image/png,image/jpeg');
  await user.upload(entrada, new File([new Uint8Array(2048)], 'diagrama.png', { type: 'image/png' }));
  expect(within(dialogo).getByText('diagrama.png (2 KB)')).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Publicar' }));

  const barra = await within(dialogo).findByRole('progressbar', { name: 'Progreso de la subida' });
  expect(barra.getAttribute('aria-valuenow')).toBe('50');
  const envio = http.callsTo('POST', `${DOCUMENTOS}/diagrama-riesgo`)[0];
  expect(envio?.body).toBeInstanceOf(FormData);
  expect((envio?.body as FormData).get('archivo')).toHaveProperty('name', 'diagrama.png');

  http.respond('GET', DOCUMENTOS, { documentos: [manual, { ...diagrama, disponible: true, vigente: version({ clave: 'diagrama-riesgo', version: 1, tamano_bytes: 2048 }) }] });
  terminar(version({ clave: 'diagrama-riesgo', version: 1 }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notifications.at(-1)).toMatchObject({ message: 'Versión 1 publicada.' });
  expect(await within(await fila('Diagrama de riesgo')).findByText(/^Versión 1, publicada el/)).toBeTruthy();
});

test('si el servidor rechaza el archivo, su mensaje se muestra en el diálogo y se puede elegir otro', async () => {
  comoAdmin();
  http.fail('POST', `${DOCUMENTOS}/manual-manejo-muestras`, { status: 400, message: 'Solo se admiten archivos PDF.' });
  const { user } = renderScreen(<LibreriaScreen />);

  await user.click(within(await fila('Manual de manejo de muestras')).getByRole('button', { name: 'Nueva versión de Manual de manejo de muestras' }));
  const dialogo = await screen.findByRole('dialog');
  await user.upload(within(dialogo).getByLabelText('Archivo'), new File(['hola'], 'manual.pdf', { type: 'application/pdf' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Publicar' }));

  expect(await within(dialogo).findByText('Solo se admiten archivos PDF.')).toBeTruthy();
  expect(within(dialogo).queryByRole('progressbar')).toBeNull();
  expect(within(dialogo).getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', false);
});

test('el ADMIN ve el historial de versiones y descarga una anterior', async () => {
  comoAdmin();
  http.respond('GET', `${DOCUMENTOS}/manual-manejo-muestras/versiones`, {
    ...manual,
    versiones: [version(), version({ version: 1, activo: false, nombre_archivo: 'manual v1.pdf', subido_por_nombre: null, tamano_bytes: 900 })],
  });
  http.respond('GET', `${DOCUMENTOS}/manual-manejo-muestras/versiones/1/fichero`, new Blob(['%PDF-1.4']));
  const { user } = renderScreen(<LibreriaScreen />);

  await user.click(within(await fila('Manual de manejo de muestras')).getByRole('button', { name: 'Historial de Manual de manejo de muestras' }));
  const tabla = await screen.findByRole('table', { name: 'Versiones de Manual de manejo de muestras' });
  const filas = within(tabla).getAllByRole('row').slice(1);
  expect(filas.map((celdas) => within(celdas).getAllByRole('cell').slice(0, 5).map((celda) => celda.textContent))).toEqual([
    ['2 (vigente)', '02/03/2026 10:30', 'Ana Admin', 'manual v2.pdf', '117,2 KB'],
    ['1', '02/03/2026 10:30', '—', 'manual v1.pdf', '900 B'],
  ]);
  await user.click(within(tabla).getByRole('button', { name: 'Descargar la versión 1' }));
  await waitFor(() => expect(descargas).toEqual(['manual v1.pdf']));
});

test('un documento generado se ve como tablas y se descarga en PDF', async () => {
  http.respond('GET', `${GENERADOS}/tiempos-muestras`, tiempos);
  http.respond('GET', `${GENERADOS}/tiempos-muestras/pdf`, new Blob(['%PDF-1.7']));
  const { user } = renderScreen(<LibreriaScreen />);

  await user.click(await screen.findByRole('button', { name: 'Ver Tabla de tiempos de muestras por ensayo' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Tabla de tiempos de muestras por ensayo' });
  const tabla = await within(dialogo).findByRole('table', { name: 'PEVOLAM' });
  expect(within(tabla).getAllByRole('cell').map((celda) => celda.textContent)).toEqual(['CRIBADO', 'Cribado (diagnóstico)', '≤ 28 d before cycle 1 day 1', 'Diagnóstico']);
  expect(within(dialogo).getByText('Registro en ClinicalTrials.gov: NCT04090736.')).toBeTruthy();

  await user.click(within(dialogo).getByRole('button', { name: 'Descargar PDF' }));
  await waitFor(() => expect(descargas).toEqual(['tiempos-muestras.pdf']));
  expect(http.callsTo('GET', `${GENERADOS}/tiempos-muestras/pdf`)[0]?.config?.responseType).toBe('blob');
});

test('si la librería no responde, la pantalla lo dice y permite reintentar', async () => {
  http.fail('GET', DOCUMENTOS, { status: 503, message: 'Servicio no disponible.' });
  renderScreen(<LibreriaScreen />);

  expect(await screen.findByText('Servicio no disponible.')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Reintentar/ })).toBeTruthy();
});
