import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { RUTAS_API } from '@registro-lma/shared/http';
import { notifications, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { EnlaceDocumentoGenerado } from './enlace-documento-generado';

const http = usarDobleHttp();
const PDF = RUTAS_API.pdfDocumentoGenerado('tiempos-muestras');
const descargas: string[] = [];

beforeEach(() => {
  descargas.length = 0;
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:generado';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('descarga el PDF generado con el cliente HTTP, con el título del documento como texto', async () => {
  http.respond('GET', PDF, new Blob(['%PDF-1.7']));
  const { user } = renderScreen(<EnlaceDocumentoGenerado clave="tiempos-muestras" />);

  await user.click(screen.getByRole('button', { name: 'Tabla de tiempos de muestras por ensayo' }));

  await waitFor(() => expect(descargas).toEqual(['tiempos-muestras.pdf']));
  expect(http.callsTo('GET', PDF)[0]?.config?.responseType).toBe('blob');
});

test('si no se puede generar, se notifica con el mensaje del servidor', async () => {
  http.fail('GET', PDF, { status: 503, message: 'Servicio no disponible.' });
  const { user } = renderScreen(<EnlaceDocumentoGenerado clave="tiempos-muestras" texto="Tabla de tiempos" />);

  await user.click(screen.getByRole('button', { name: 'Tabla de tiempos' }));

  await waitFor(() => expect(notifications.at(-1)?.message).toBe('No se ha podido generar el documento. Servicio no disponible.'));
  expect(descargas).toEqual([]);
});
