import { beforeEach, describe, expect, test } from '@jest/globals';
import { http } from './http';
import { HttpError } from './http-error';
import { configureHttp } from './http-settings';
import { installFakeApi } from './http-test-setup';

beforeEach(() => configureHttp({ apiBaseUrl: '', onSessionLost: () => undefined }));

async function failureOf(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`Se esperaba un HttpError y llegó ${String(error)}`);
  return error;
}

describe('HttpError', () => {
  test('a 400 carries the API message and the per-field errors', async () => {
    installFakeApi({
      'POST /leucemiaHospitales/api/hospitales': {
        status: 400,
        body: { message: 'Datos no válidos.', errores: { codigo: 'Formato no válido.', nombre: 'Este campo es obligatorio.' } },
      },
    });
    const error = await failureOf(http.post('/leucemiaHospitales/api/hospitales', {}));
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 400,
      message: 'Datos no válidos.',
      errores: { codigo: 'Formato no válido.', nombre: 'Este campo es obligatorio.' },
    });
  });

  test('the API message wins over the generic one', async () => {
    installFakeApi({ 'PUT /leucemiaHospitales/api/hospitales/1': { status: 409, body: { message: 'Ya existe un registro con este valor.' } } });
    const error = await failureOf(http.put('/leucemiaHospitales/api/hospitales/1', {}));
    expect(error.message).toBe('Ya existe un registro con este valor.');
  });

  test.each([
    [400, 'Datos no válidos.'],
    [401, 'Sesión no válida o caducada.'],
    [403, 'No tiene permisos para realizar esta acción.'],
    [404, 'Recurso no encontrado.'],
    [409, 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.'],
    [429, 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.'],
    [500, 'Error interno del servidor. Inténtelo de nuevo más tarde.'],
    [502, 'Error interno del servidor. Inténtelo de nuevo más tarde.'],
    // Repeated twice first (1 s each without Retry-After): see reintento-lecturas.test.ts.
    [503, 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.'],
    [418, 'Se ha producido un error inesperado (código 418).'],
  ])('a %i without a message gets a Spanish generic message', async (status, message) => {
    installFakeApi({ 'GET /leucemia/api/pacientes': { status } });
    const error = await failureOf(http.get('/leucemia/api/pacientes'));
    expect(error).toMatchObject({ status, message, errores: {} });
  });

  test('a network failure has status 0 and the connection message', async () => {
    installFakeApi({ 'GET /leucemia/api/pacientes': 'network-failure' });
    const error = await failureOf(http.get('/leucemia/api/pacientes'));
    expect(error).toMatchObject({
      status: 0,
      message: 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
    });
  });

  test('a non-JSON error body falls back to the generic message', async () => {
    installFakeApi({ 'GET /leucemia/api/pacientes': { status: 502, body: '<html>Bad gateway</html>' } });
    const error = await failureOf(http.get('/leucemia/api/pacientes'));
    expect(error.message).toBe('Error interno del servidor. Inténtelo de nuevo más tarde.');
  });

  test('the error body of a blob download is read for its message', async () => {
    installFakeApi({ 'GET /leucemia/api/ficheros/9': { status: 403, body: { message: 'Sin acceso al informe.' } } });
    const error = await failureOf(http.get('/leucemia/api/ficheros/9', { responseType: 'blob' }));
    expect(error.message).toBe('Sin acceso al informe.');
  });

  test('non-string field errors are ignored', async () => {
    installFakeApi({ 'POST /x': { status: 400, body: { message: 'Datos no válidos.', errores: { a: 'Mal.', b: 3 } } } });
    const error = await failureOf(http.post('/x', {}));
    expect(error.errores).toEqual({ a: 'Mal.' });
  });
});
