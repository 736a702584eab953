import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { bitacoraEntradaSchema } from '../domain/admin/bitacora';
import { cerrarSesion, guardarToken } from '../session/session-actions';
import { sessionStore } from '../session/session-store';
import { ENDPOINTS } from './endpoints';
import { http } from './http';
import { configureHttp } from './http-settings';
import { installFakeApi, settle } from './http-test-setup';
import { ETAPAS_PACIENTE } from './reglas-bitacora';

const onSessionLost = jest.fn<() => void>();

function bitacoraPosts(requests: { method: string; fullUrl: string; body: unknown }[]) {
  return requests.filter((request) => request.method === 'POST' && request.fullUrl.endsWith(ENDPOINTS.bitacora));
}

beforeEach(() => {
  onSessionLost.mockReset();
  configureHttp({ apiBaseUrl: '', onSessionLost });
  window.history.pushState({}, '', '/paciente/12');
  guardarToken('jwt');
  sessionStore.getState().setUsuario({
    usuario_id: 3,
    email: 'clinico@hospital.es',
    nombre: 'Luis',
    apellidos: 'Pérez',
    rol: 'CLINICO',
    hospitales: [],
    laboratorios: [],
    biolabs: [],
  });
});
afterEach(() => cerrarSesion());

describe('bitácora logging of failed calls', () => {
  test('a failed call is posted with fecha, request, response, usuario, rol and url', async () => {
    const api = installFakeApi({ 'PUT /leucemia/api/pacientes/12': { status: 500, body: { message: 'Fallo interno' } } });
    await expect(http.put('/leucemia/api/pacientes/12', { upn: 'U-1', version: 4 })).rejects.toMatchObject({ status: 500 });
    await settle();
    const [post, ...others] = bitacoraPosts(api.requests);
    expect(others).toEqual([]);
    expect(post?.body).toEqual({
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      request: JSON.stringify({ method: 'PUT', url: '/leucemia/api/pacientes/12', body: { upn: 'U-1', version: 4 } }),
      response: '500 {"message":"Fallo interno"}',
      usuario: 'clinico@hospital.es',
      rol: 'CLINICO',
      url: '/paciente/12',
    });
  });

  test('the query string is part of the logged request url', async () => {
    const api = installFakeApi({ 'GET /leucemiaLogs/api/otra': { status: 403, body: { message: 'No tiene permisos para realizar esta acción.' } } });
    await expect(http.get('/leucemiaLogs/api/otra', { params: { pagina: 2 } })).rejects.toMatchObject({ status: 403 });
    await settle();
    const request = JSON.parse(String((bitacoraPosts(api.requests)[0]?.body as { request: string }).request)) as { url: string };
    expect(request.url).toBe('/leucemiaLogs/api/otra?pagina=2');
  });

  test('passwords in the request body are hidden in the log', async () => {
    const api = installFakeApi({ 'POST /leucemiaUsuarios/api/usuarios': { status: 400, body: { message: 'Datos no válidos.' } } });
    await expect(http.post('/leucemiaUsuarios/api/usuarios', { email: 'n@h.es', password: 'secreto-123' })).rejects.toBeDefined();
    await settle();
    const entry = bitacoraPosts(api.requests)[0]?.body as { request: string };
    expect(entry.request).not.toContain('secreto-123');
    expect(JSON.parse(entry.request)).toMatchObject({ body: { email: 'n@h.es', password: '[oculto]' } });
  });

  test('a network failure is logged with status 0', async () => {
    const api = installFakeApi({ 'GET /leucemia/api/muestras/5': 'network-failure' });
    await expect(http.get('/leucemia/api/muestras/5')).rejects.toMatchObject({ status: 0 });
    await settle();
    expect(bitacoraPosts(api.requests)[0]?.body).toMatchObject({ response: '0 Network Error' });
  });

  test.each(ETAPAS_PACIENTE)('a 404 on GET of the %s stage is not logged', async (etapa) => {
    const api = installFakeApi({ [`GET /leucemia/api/pacientes/12/${etapa}`]: { status: 404, body: { message: 'Recurso no encontrado.' } } });
    await expect(http.get(`/leucemia/api/pacientes/12/${etapa}`)).rejects.toMatchObject({ status: 404 });
    await settle();
    expect(bitacoraPosts(api.requests)).toEqual([]);
  });

  test.each([
    ['another status on a stage GET', 'GET', '/leucemia/api/pacientes/12/diagnostico', 500],
    ['a 404 on PUT of a stage', 'PUT', '/leucemia/api/pacientes/12/induccion', 404],
    ['a 404 on the patient itself', 'GET', '/leucemia/api/pacientes/12', 404],
    ['a 404 on a path that only looks like a stage', 'GET', '/leucemia/api/pacientes/12/diagnostico/extra', 404],
  ])('%s is logged', async (_caso, method, url, status) => {
    const api = installFakeApi({ [`${method} ${url}`]: { status, body: { message: 'x' } } });
    const call = method === 'GET' ? http.get(url) : http.put(url, {});
    await expect(call).rejects.toMatchObject({ status });
    await settle();
    expect(bitacoraPosts(api.requests)).toHaveLength(1);
  });

  test('a failing bitácora post is never logged again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi({
      'GET /leucemia/api/pacientes': { status: 500 },
      [`POST ${ENDPOINTS.bitacora}`]: { status: 500 },
    });
    await expect(http.get('/leucemia/api/pacientes')).rejects.toMatchObject({ status: 500 });
    await settle();
    await settle();
    expect(bitacoraPosts(api.requests)).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('No se pudo registrar el fallo en la bitácora.', expect.anything());
    consoleError.mockRestore();
  });

  test('a direct call to the bitácora that fails is not logged either', async () => {
    const api = installFakeApi({ [`POST ${ENDPOINTS.bitacora}`]: { status: 429 } });
    await expect(http.post(ENDPOINTS.bitacora, {})).rejects.toMatchObject({ status: 429 });
    await settle();
    expect(bitacoraPosts(api.requests)).toHaveLength(1);
  });

  test('a failed login is not logged and does not end the session', async () => {
    const api = installFakeApi({ [`POST ${ENDPOINTS.login}`]: { status: 401, body: { message: 'Usuario o contraseña incorrectos.' } } });
    await expect(http.post(ENDPOINTS.login, { email: 'a@b.es', password: 'mala' })).rejects.toMatchObject({
      status: 401,
      message: 'Usuario o contraseña incorrectos.',
    });
    await settle();
    expect(bitacoraPosts(api.requests)).toEqual([]);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  test.each([
    [ENDPOINTS.renovarToken, 401],
    [ENDPOINTS.usuarioToken, 500],
    [ENDPOINTS.usuarioToken, 0],
  ])('a failure of %s (status %i) is logged and ends the session', async (url, status) => {
    const api = installFakeApi({ [`GET ${url}`]: status === 0 ? 'network-failure' : { status, body: { message: 'Sesión no válida o caducada.' } } });
    await expect(http.get(url)).rejects.toMatchObject({ status });
    await settle();
    expect(bitacoraPosts(api.requests)).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  test('a 401 elsewhere is logged but leaves the session to the next renewal', async () => {
    const api = installFakeApi({ 'GET /leucemia/api/pacientes': { status: 401, body: { message: 'Sesión no válida o caducada.' } } });
    await expect(http.get('/leucemia/api/pacientes')).rejects.toMatchObject({ status: 401 });
    await settle();
    expect(bitacoraPosts(api.requests)).toHaveLength(1);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  test('without a signed-in user the entry carries no usuario nor rol', async () => {
    sessionStore.getState().setUsuario(null);
    const api = installFakeApi({ 'GET /leucemia/api/pacientes': { status: 500 } });
    await expect(http.get('/leucemia/api/pacientes')).rejects.toMatchObject({ status: 500 });
    await settle();
    expect(bitacoraPosts(api.requests)[0]?.body).toMatchObject({ usuario: null, rol: null, response: '500' });
  });

  test('an oversized request or response is cut to what the bitácora accepts', async () => {
    const api = installFakeApi({ 'POST /leucemia/api/informes': { status: 500, body: { message: 'x'.repeat(30_000) } } });
    await expect(http.post('/leucemia/api/informes', { texto: 'y'.repeat(30_000) })).rejects.toMatchObject({ status: 500 });
    await settle();
    const entry = bitacoraPosts(api.requests)[0]?.body;
    expect(bitacoraEntradaSchema.safeParse(entry).success).toBe(true);
    expect(entry).toMatchObject({ request: expect.stringMatching(/^\{"method":"POST"/), response: expect.stringMatching(/^500 \{"message":"x/) });
  });

  test('every logged entry passes the API schema', async () => {
    const api = installFakeApi({ 'GET /leucemia/api/muestras': 'network-failure' });
    await expect(http.get('/leucemia/api/muestras')).rejects.toMatchObject({ status: 0 });
    await settle();
    expect(bitacoraEntradaSchema.safeParse(bitacoraPosts(api.requests)[0]?.body).error).toBeUndefined();
  });
});
