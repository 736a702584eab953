import { beforeEach, expect, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { Modo } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { notifications, resetNotifications } from '../../mock/notifications-spy';
import { useGuardado, type Preparable } from './use-guardado';

type Datos = { nombre: string };

function preparable(datos: Datos | null, restoDelServidor: Record<string, string> = {}) {
  const llamadas: { preparados: Modo[]; erroresServidor: Record<string, string>[] } = { preparados: [], erroresServidor: [] };
  const formulario: Preparable<Datos, Modo> = {
    preparar: (modo) => {
      llamadas.preparados.push(modo);
      return datos;
    },
    ponerErroresServidor: (errores) => {
      llamadas.erroresServidor.push({ ...errores });
      return restoDelServidor;
    },
  };
  return { formulario, llamadas };
}

beforeEach(() => resetNotifications());

test('el modo llega a preparar y a enviar, y el mensaje de éxito puede depender de lo guardado', async () => {
  const { formulario, llamadas } = preparable({ nombre: 'Ana' });
  const enviados: [Datos, Modo][] = [];
  const guardados: string[] = [];
  const { result } = renderHook(() =>
    useGuardado(
      formulario,
      async (datos, modo) => {
        enviados.push([datos, modo]);
        return { upn: 'LMA-000123' };
      },
      (guardado) => guardados.push(guardado.upn),
      (guardado) => `Paciente registrado con UPN ${guardado.upn}.`,
    ),
  );

  await act(() => result.current.guardar('borrador'));

  expect(llamadas.preparados).toEqual(['borrador']);
  expect(enviados).toEqual([[{ nombre: 'Ana' }, 'borrador']]);
  expect(guardados).toEqual(['LMA-000123']);
  expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Paciente registrado con UPN LMA-000123.', 'success']]);
});

test('un formulario con errores no envía nada', async () => {
  const { formulario } = preparable(null);
  const enviados: unknown[] = [];
  const { result } = renderHook(() => useGuardado(formulario, async (datos) => enviados.push(datos), () => undefined, 'Guardado.'));

  await act(() => result.current.guardar('completo'));

  expect(enviados).toEqual([]);
  expect(notifications).toEqual([]);
});

test('un conflicto de versión va a alConflicto cuando la pantalla lo gestiona', async () => {
  const { formulario } = preparable({ nombre: 'Ana' });
  const conflictos: string[] = [];
  const { result } = renderHook(() =>
    useGuardado(
      formulario,
      () => Promise.reject(new HttpError(409, 'Otro usuario ha modificado este registro.')),
      () => undefined,
      'Guardado.',
      { alConflicto: (mensaje) => conflictos.push(mensaje) },
    ),
  );

  await act(() => result.current.guardar('completo'));

  expect(conflictos).toEqual(['Otro usuario ha modificado este registro.']);
  expect(result.current.conflicto).toBeNull();
  expect(result.current.fallo).toBeNull();
  expect(notifications.at(-1)).toMatchObject({ message: 'Otro usuario ha modificado este registro.', variant: 'error' });
});

test('sin alConflicto el conflicto queda en el estado; los errores sin campo se suman al fallo', async () => {
  const { formulario, llamadas } = preparable({ nombre: 'Ana' }, { upn: 'El UPN lo asigna el sistema y no puede modificarse.' });
  let respuesta: HttpError = new HttpError(409);
  const { result } = renderHook(() => useGuardado(formulario, () => Promise.reject(respuesta), () => undefined, 'Guardado.'));

  await act(() => result.current.guardar('completo'));
  expect(result.current.conflicto).toBe('Otro usuario ha modificado este registro. Recargue la página antes de guardar.');

  respuesta = new HttpError(400, 'Datos no válidos.', { upn: 'El UPN lo asigna el sistema y no puede modificarse.' });
  await act(() => result.current.guardar('completo'));

  expect(llamadas.erroresServidor.at(-1)).toEqual({ upn: 'El UPN lo asigna el sistema y no puede modificarse.' });
  expect(result.current.fallo).toBe('Datos no válidos. El UPN lo asigna el sistema y no puede modificarse.');
  expect(result.current.conflicto).toBeNull();
});
