import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { cerrarSesion, guardarToken } from '../session/session-actions';
import { ENDPOINTS } from './endpoints';
import { http } from './http';
import { HttpError } from './http-error';
import { configureHttp } from './http-settings';
import { settle, installFakeApi } from './http-test-setup';

beforeEach(() => configureHttp({ apiBaseUrl: 'https://api.registro.test', onSessionLost: () => undefined }));
afterEach(() => cerrarSesion());

describe('http', () => {
  test('resolves to the response body and prefixes the configured base URL', async () => {
    const api = installFakeApi({ 'GET /leucemiaHospitales/api/hospitales/select': { status: 200, body: [{ hospital_id: 1 }] } });
    await expect(http.get('/leucemiaHospitales/api/hospitales/select')).resolves.toEqual([{ hospital_id: 1 }]);
    expect(api.requests[0]?.fullUrl).toBe('https://api.registro.test/leucemiaHospitales/api/hospitales/select');
  });

  test('an empty base URL sends same-origin paths', async () => {
    configureHttp({ apiBaseUrl: '', onSessionLost: () => undefined });
    const api = installFakeApi({});
    await http.get('/leucemia/api/pacientes');
    expect(api.requests[0]?.fullUrl).toBe('/leucemia/api/pacientes');
  });

  test('post, put and delete send their method and JSON body', async () => {
    const api = installFakeApi({ 'PUT /leucemiaUsuarios/api/usuarios/4': { status: 200, body: { version: 3 } } });
    await http.post('/leucemiaHospitales/api/hospitales', { codigo: 'HUVR' });
    await expect(http.put('/leucemiaUsuarios/api/usuarios/4', { version: 2 })).resolves.toEqual({ version: 3 });
    await http.delete('/leucemiaUsuarios/api/usuarios/4');
    await http.delete('/leucemia/api/pacientes/1/muerte', { version: 2, motivo: 'Registrado por error' });
    expect(api.requests.map(({ method, body }) => [method, body])).toEqual([
      ['POST', { codigo: 'HUVR' }],
      ['PUT', { version: 2 }],
      ['DELETE', undefined],
      ['DELETE', { version: 2, motivo: 'Registrado por error' }],
    ]);
  });

  test('every call carries the bearer token read from the token cookie', async () => {
    const api = installFakeApi({});
    guardarToken('jwt-uno');
    await http.get('/leucemia/api/pacientes');
    guardarToken('jwt-dos');
    await http.post('/leucemia/api/muestras', {});
    await http.put('/leucemia/api/muestras/1', {});
    await http.delete('/leucemia/api/muestras/1');
    expect(api.requests.map((request) => request.authorization)).toEqual([
      'Bearer jwt-uno',
      'Bearer jwt-dos',
      'Bearer jwt-dos',
      'Bearer jwt-dos',
    ]);
  });

  test('the login call never carries the token', async () => {
    const api = installFakeApi({ [`POST ${ENDPOINTS.login}`]: { status: 200, body: { token: 'nuevo' } } });
    guardarToken('jwt-viejo');
    await expect(http.post(ENDPOINTS.login, { email: 'a@b.es', password: 'x' })).resolves.toEqual({ token: 'nuevo' });
    expect(api.requests[0]?.authorization).toBeUndefined();
  });

  test('without a token cookie no Authorization header is sent', async () => {
    const api = installFakeApi({});
    await http.get('/leucemiaHospitales/api/hospitales/select');
    expect(api.requests[0]?.authorization).toBeUndefined();
  });

  test('a request aborted by its caller rejects without being logged or wrapped', async () => {
    const api = installFakeApi({});
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/leucemia/api/pacientes', { signal: controller.signal })).rejects.not.toBeInstanceOf(HttpError);
    await settle();
    expect(api.requests).toEqual([]);
  });
});
