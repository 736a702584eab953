import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { DocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { notifications, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { olvidarDocumentosReferencia } from './documentos-referencia';
import { EnlaceDocumento } from './enlace-documento';

const http = usarDobleHttp();
const FICHERO = RUTAS_API.ficheroDocumentoReferencia('protocolo-riesgo');

const sinSubir = (clave: string, titulo: string): DocumentoReferencia => ({ clave, titulo, tipos: ['application/pdf'], disponible: false, vigente: null });

const protocoloRiesgo: DocumentoReferencia = {
  ...sinSubir('protocolo-riesgo', 'Protocolo de riesgo'),
  disponible: true,
  vigente: {
    clave: 'protocolo-riesgo',
    version: 3,
    nombre_archivo: 'protocolo riesgo v3.pdf',
    tamano_bytes: 120_000,
    tipo_mime: 'application/pdf',
    sha256: 'a'.repeat(64),
    subido_por: 1,
    subido_por_nombre: 'Ana Admin',
    subido_en: '2026-03-02T09:30:00.000Z',
    activo: true,
  },
};

const descargas: string[] = [];

beforeEach(() => {
  olvidarDocumentosReferencia();
  descargas.length = 0;
  http.respond('GET', ENDPOINTS.documentosReferencia, { documentos: [protocoloRiesgo, sinSubir('diagrama-riesgo', 'Diagrama de riesgo')] });
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:documento';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('un documento publicado se descarga con el cliente HTTP (con la sesión) y su nombre de archivo', async () => {
  http.respond('GET', FICHERO, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  const { user } = renderScreen(<EnlaceDocumento clave="protocolo-riesgo" />);

  const enlace = await screen.findByRole('button', { name: 'Protocolo de riesgo' });
  expect(enlace.getAttribute('title')).toBe('Versión 3, del 02/03/2026 10:30');
  await user.click(enlace);

  await waitFor(() => expect(descargas).toEqual(['protocolo riesgo v3.pdf']));
  expect(http.callsTo('GET', FICHERO)[0]?.config?.responseType).toBe('blob');
});

test('un documento sin versiones dice «Documento aún no disponible.» y no es un enlace', async () => {
  renderScreen(<EnlaceDocumento clave="diagrama-riesgo" texto="Diagrama" />);

  expect(await screen.findByText('Diagrama: Documento aún no disponible.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

test('varios enlaces de una pantalla consultan la librería una sola vez', async () => {
  renderScreen(
    <>
      <EnlaceDocumento clave="protocolo-riesgo" />
      <EnlaceDocumento clave="diagrama-riesgo" />
    </>,
  );

  await screen.findByRole('button', { name: 'Protocolo de riesgo' });
  await screen.findByText('Diagrama de riesgo: Documento aún no disponible.');
  expect(http.callsTo('GET', ENDPOINTS.documentosReferencia)).toHaveLength(1);
});

test('si la librería no responde se dice, sin enlace; una descarga fallida se notifica', async () => {
  http.fail('GET', ENDPOINTS.documentosReferencia, { status: 503, message: 'Servicio no disponible.' });
  const primero = renderScreen(<EnlaceDocumento clave="protocolo-riesgo" />);
  expect(await screen.findByText('Protocolo de riesgo: Servicio no disponible.')).toBeTruthy();
  primero.unmount();

  http.respond('GET', ENDPOINTS.documentosReferencia, { documentos: [protocoloRiesgo] });
  http.fail('GET', FICHERO, { status: 404, message: 'Documento aún no disponible.' });
  const { user } = renderScreen(<EnlaceDocumento clave="protocolo-riesgo" />);
  await user.click(await screen.findByRole('button', { name: 'Protocolo de riesgo' }));

  await waitFor(() => expect(notifications.at(-1)?.message).toBe('No se ha podido descargar el documento. Documento aún no disponible.'));
  expect(descargas).toEqual([]);
});
