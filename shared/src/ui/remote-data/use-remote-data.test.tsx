import { expect, test } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpError } from '@registro-lma/shared/http';
import { useRemoteData } from './use-remote-data';

test('carga los datos y cuenta las cargas', async () => {
  const cargar = () => Promise.resolve({ nombre: 'Ana' });
  const { result } = renderHook(() => useRemoteData(cargar));

  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toEqual({ nombre: 'Ana' }));
  expect(result.current).toMatchObject({ error: null, status: null, loading: false, loads: 1 });
});

test('un fallo de la API da su mensaje y su estado HTTP; recargar vuelve a pedir y lo limpia', async () => {
  let respuesta: Promise<string> = Promise.reject(new HttpError(403, 'No tiene permisos para realizar esta acción.'));
  const cargar = () => respuesta;
  const { result } = renderHook(() => useRemoteData(cargar));

  await waitFor(() => expect(result.current.status).toBe(403));
  expect(result.current.error).toBe('No tiene permisos para realizar esta acción.');

  respuesta = Promise.resolve('ok');
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toBe('ok'));
  expect(result.current.status).toBeNull();
  expect(result.current.error).toBeNull();
});

test('un fallo que no es de la API no tiene estado HTTP', async () => {
  const cargar = () => Promise.reject(new Error('roto'));
  const { result } = renderHook(() => useRemoteData(cargar));

  await waitFor(() => expect(result.current.error).toBe('No se han podido cargar los datos.'));
  expect(result.current.status).toBeNull();
});
