import { describe, expect, test } from '@jest/globals';
import { http } from '../http/http';
import { HttpError } from '../http/http-error';
import { createHttpDouble, installHttpDouble } from './http-double';

describe('createHttpDouble', () => {
  test('answers programmed routes and records every call', async () => {
    const api = createHttpDouble()
      .respond('GET', '/leucemiaHospitales/api/hospitales/select', [{ hospital_id: 1, codigo: 'HUVR', nombre: 'Virgen del Rocío' }])
      .respond('PUT', /^\/leucemiaUsuarios\/api\/usuarios\/\d+$/, (call) => ({ ...(call.body as object), version: 2 }));
    await expect(api.get('/leucemiaHospitales/api/hospitales/select')).resolves.toEqual([
      { hospital_id: 1, codigo: 'HUVR', nombre: 'Virgen del Rocío' },
    ]);
    await expect(api.put('/leucemiaUsuarios/api/usuarios/9', { nombre: 'Eva' }, { params: { motivo: 'x' } })).resolves.toEqual({
      nombre: 'Eva',
      version: 2,
    });
    expect(api.calls).toEqual([
      { method: 'GET', url: '/leucemiaHospitales/api/hospitales/select', body: undefined, config: undefined },
      { method: 'PUT', url: '/leucemiaUsuarios/api/usuarios/9', body: { nombre: 'Eva' }, config: { params: { motivo: 'x' } } },
    ]);
    expect(api.callsTo('PUT', /usuarios/)).toHaveLength(1);
    expect(api.callsTo('GET', '/otra')).toEqual([]);
  });

  test('the latest programming of a route wins', async () => {
    const api = createHttpDouble().respond('GET', '/a', 'primera').respond('GET', '/a', 'segunda');
    await expect(api.get('/a')).resolves.toBe('segunda');
  });

  test('a responder may return a promise that the test settles later', async () => {
    let release: (value: string) => void = () => undefined;
    const api = createHttpDouble().respond('DELETE', '/b', () => new Promise<string>((resolve) => (release = resolve)));
    const pending = api.delete('/b');
    release('hecho');
    await expect(pending).resolves.toBe('hecho');
  });

  test('fail rejects with an HttpError carrying status, message and errores', async () => {
    const api = createHttpDouble().fail('POST', '/leucemiaHospitales/api/hospitales', {
      status: 400,
      message: 'Datos no válidos.',
      errores: { codigo: 'Formato no válido.' },
    });
    const error = await api.post('/leucemiaHospitales/api/hospitales', {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Datos no válidos.', errores: { codigo: 'Formato no válido.' } });
  });

  test('fail without a message uses the Spanish generic one', async () => {
    const api = createHttpDouble().fail('GET', '/c', { status: 409 });
    await expect(api.get('/c')).rejects.toMatchObject({
      status: 409,
      message: 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.',
    });
  });

  test('an unprogrammed call rejects with a 404 naming the call', async () => {
    const api = createHttpDouble().respond('GET', '/d', 1);
    await expect(api.post('/d', {})).rejects.toMatchObject({ status: 404, message: expect.stringContaining('POST /d') });
  });

  test('reset forgets calls and answers', async () => {
    const api = createHttpDouble().respond('GET', '/e', 1);
    await api.get('/e');
    api.reset();
    expect(api.calls).toEqual([]);
    await expect(api.get('/e')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('installHttpDouble', () => {
  test('http goes to the installed double until restored', async () => {
    const outer = createHttpDouble().respond('GET', '/f', 'fuera');
    const inner = createHttpDouble().respond('GET', '/f', 'dentro');
    const restoreOuter = installHttpDouble(outer);
    const restoreInner = installHttpDouble(inner);
    await expect(http.get('/f')).resolves.toBe('dentro');
    restoreInner();
    await expect(http.get('/f')).resolves.toBe('fuera');
    restoreOuter();
    expect([outer.calls.length, inner.calls.length]).toEqual([1, 1]);
  });
});
