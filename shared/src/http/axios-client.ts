import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { readCookie, TOKEN_COOKIE } from '@registro-lma/shared/session';
import type { BitacoraEntrada } from '../domain/admin/bitacora';
import { ENDPOINTS, pathOf } from './endpoints';
import { HttpError, httpErrorFromBody, NETWORK_FAILURE_STATUS } from './http-error';
import { getHttpSettings } from './http-settings';
import type { HttpImplementation } from './http-types';
import { debeRegistrarseEnBitacora, terminaLaSesion } from './reglas-bitacora';
import { esperaAntesDeRepetir } from './reintento-lecturas';

/** The axios instance behind `http`; exported for tests, which swap its adapter for a fake API. */
export const httpClient = axios.create();

httpClient.interceptors.request.use((config) => {
  config.baseURL = getHttpSettings().apiBaseUrl;
  // Read at call time: the token is renewed on every navigation (spec §4).
  const token = readCookie(TOKEN_COOKIE);
  if (token !== null && pathOf(config.url ?? '') !== ENDPOINTS.login) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

export const axiosHttp: HttpImplementation = {
  get: (url, config) => send({ ...config, method: 'GET', url }),
  post: (url, body, config) => send({ ...config, method: 'POST', url, data: body }),
  put: (url, body, config) => send({ ...config, method: 'PUT', url, data: body }),
  delete: (url, body, config) => send({ ...config, method: 'DELETE', url, data: body }),
};

type SentRequest = AxiosRequestConfig & { method: string; url: string };

async function send<T>(request: SentRequest): Promise<T> {
  let esperadoMs = 0;
  for (let intento = 1; ; intento += 1) {
    try {
      const response = await httpClient.request<T>(request);
      return response.data;
    } catch (error) {
      // A cancelled request is the caller's own decision: nothing to report.
      if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
      const espera = esperaAntesDeRepetir({
        method: request.method,
        status: error.response?.status ?? NETWORK_FAILURE_STATUS,
        retryAfter: cabecera(error.response?.headers, 'retry-after'),
        intento,
        esperadoMs,
        ahoraMs: Date.now(),
      });
      if (espera === null) throw await handleFailure(request, error);
      esperadoMs += espera;
      await new Promise((resolve) => setTimeout(resolve, espera));
    }
  }
}

function cabecera(headers: unknown, nombre: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const valor = (headers as Record<string, unknown>)[nombre];
  return typeof valor === 'string' ? valor : undefined;
}

async function handleFailure(request: SentRequest, error: AxiosError): Promise<HttpError> {
  const url = axios.getUri({ url: request.url, params: request.params });
  const status = error.response?.status ?? NETWORK_FAILURE_STATUS;
  const body = error.response === undefined ? undefined : await readBody(error.response.data);
  if (debeRegistrarseEnBitacora(request.method, url, status)) {
    // Loaded with the first failure: its field limits bring the domain's schemas, which the first page never needs.
    const { crearEntradaBitacora } = await import('./bitacora');
    postToBitacora(
      crearEntradaBitacora({ method: request.method, url, body: request.data, status, respuesta: error.response === undefined ? error.message : body }),
    );
  }
  if (terminaLaSesion(url)) getHttpSettings().onSessionLost();
  return httpErrorFromBody(status, body);
}

function postToBitacora(entrada: BitacoraEntrada): void {
  // Straight on the axios instance, never through `send`: a failing bitácora is not logged again.
  httpClient.post(ENDPOINTS.bitacora, entrada).catch((error: unknown) => {
    console.error('No se pudo registrar el fallo en la bitácora.', error);
  });
}

/** Error bodies of blob or text requests arrive unparsed; the API always answers errors in JSON. */
async function readBody(data: unknown): Promise<unknown> {
  const text = data instanceof Blob ? await blobText(data) : data;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// FileReader rather than Blob.text(): the same code then runs in jsdom, which lacks Blob.text().
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la respuesta.'));
    reader.readAsText(blob);
  });
}
