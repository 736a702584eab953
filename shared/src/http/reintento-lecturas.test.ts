import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { MENSAJE_SERVICIO_NO_DISPONIBLE } from '../domain/messages/mensajes-fijos';
import { http } from './http';
import { HttpError } from './http-error';
import { configureHttp } from './http-settings';
import { installFakeApi } from './http-test-setup';
import { esperaAntesDeRepetir, ESPERA_TOTAL_MAXIMA_MS } from './reintento-lecturas';

const PACIENTES = '/leucemia/api/pacientes';
const NO_DISPONIBLE = { status: 503, body: { message: MENSAJE_SERVICIO_NO_DISPONIBLE }, headers: { 'retry-after': '2' } };
const BIEN = { status: 200, body: { items: [] } };

describe('esperaAntesDeRepetir', () => {
  const base = { method: 'GET', status: 503, retryAfter: '5', intento: 1, esperadoMs: 0, ahoraMs: 0 };

  test('a 503 read waits what Retry-After says (seconds or date), 1 s without it', () => {
    expect(esperaAntesDeRepetir(base)).toBe(5_000);
    expect(esperaAntesDeRepetir({ ...base, retryAfter: new Date(3_000).toUTCString() })).toBe(3_000);
    expect(esperaAntesDeRepetir({ ...base, retryAfter: undefined })).toBe(1_000);
  });

  test('writes, other statuses, the third attempt and a wait past the bound are not repeated', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect(esperaAntesDeRepetir({ ...base, method })).toBeNull();
    expect(esperaAntesDeRepetir({ ...base, status: 500 })).toBeNull();
    expect(esperaAntesDeRepetir({ ...base, intento: 3 })).toBeNull();
    expect(esperaAntesDeRepetir({ ...base, esperadoMs: ESPERA_TOTAL_MAXIMA_MS - 4_000 })).toBeNull();
    expect(esperaAntesDeRepetir({ ...base, retryAfter: '60' })).toBeNull();
  });
});

describe('http on a 503', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    configureHttp({ apiBaseUrl: '', onSessionLost: () => undefined });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('a read is repeated after Retry-After and resolves when the service is back', async () => {
    const api = installFakeApi({ [`GET ${PACIENTES}`]: [NO_DISPONIBLE, NO_DISPONIBLE, BIEN] });
    const lectura = http.get(PACIENTES);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(api.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(lectura).resolves.toEqual({ items: [] });
    expect(api.requests).toHaveLength(3);
  });

  test('after three attempts the read fails with the Spanish message', async () => {
    const api = installFakeApi({ [`GET ${PACIENTES}`]: NO_DISPONIBLE });
    const lectura = http.get(PACIENTES).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(ESPERA_TOTAL_MAXIMA_MS);
    const error = await lectura;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: MENSAJE_SERVICIO_NO_DISPONIBLE });
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  test('a write is never repeated', async () => {
    const api = installFakeApi({ [`POST ${PACIENTES}`]: [NO_DISPONIBLE, BIEN] });
    await expect(http.post(PACIENTES, { a: 1 })).rejects.toMatchObject({ status: 503, message: MENSAJE_SERVICIO_NO_DISPONIBLE });
    await jest.advanceTimersByTimeAsync(ESPERA_TOTAL_MAXIMA_MS);
    expect(api.requests.filter((r) => r.method === 'POST' && r.fullUrl === PACIENTES)).toHaveLength(1);
  });

  test('without a body message the 503 still speaks Spanish', async () => {
    installFakeApi({ [`PUT ${PACIENTES}/1`]: { status: 503 } });
    await expect(http.put(`${PACIENTES}/1`, {})).rejects.toMatchObject({ message: MENSAJE_SERVICIO_NO_DISPONIBLE });
  });
});
