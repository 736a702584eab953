import { afterEach, expect, test } from '@jest/globals';
import {
  borrarBorrador,
  borrarTodosLosBorradores,
  claveBorrador,
  guardarBorrador,
  leerBorrador,
  purgarBorradoresCaducados,
  VIGENCIA_BORRADOR_MS,
} from './borrador-local';

afterEach(() => window.localStorage.clear());

test('la clave separa usuario, pantalla y registro', () => {
  expect(claveBorrador(7, '/registrar-paciente/12')).toBe('registro-lma:borrador:7:/registrar-paciente/12');
  expect(claveBorrador(7, '/registrar-paciente')).not.toBe(claveBorrador(8, '/registrar-paciente'));
});

test('guarda los datos con su fecha, los lee y los borra', () => {
  const clave = claveBorrador(7, '/registrar-paciente');
  guardarBorrador(clave, { sexo: 'MUJER' }, new Date('2025-03-01T09:15:00Z'));

  expect(leerBorrador(clave)).toEqual({ guardadoEn: '2025-03-01T09:15:00.000Z', datos: { sexo: 'MUJER' } });
  borrarBorrador(clave);
  expect(leerBorrador(clave)).toBeNull();
});

test('un contenido ilegible o ajeno no es un borrador', () => {
  window.localStorage.setItem('a', '{roto');
  window.localStorage.setItem('b', JSON.stringify({ datos: 1 }));

  expect(leerBorrador('a')).toBeNull();
  expect(leerBorrador('b')).toBeNull();
  expect(leerBorrador('no-existe')).toBeNull();
});

test('al arrancar se purgan los borradores de más de 7 días y los ilegibles; los recientes y lo ajeno quedan', () => {
  const ahora = new Date('2026-03-10T12:00:00Z');
  const reciente = claveBorrador(7, '/registrar-paciente');
  const viejo = claveBorrador(7, '/registrar-paciente/3');
  const roto = claveBorrador(8, '/notas/1');
  guardarBorrador(reciente, { sexo: 'MUJER' }, new Date(ahora.getTime() - VIGENCIA_BORRADOR_MS + 60_000));
  guardarBorrador(viejo, { sexo: 'HOMBRE' }, new Date(ahora.getTime() - VIGENCIA_BORRADOR_MS - 60_000));
  window.localStorage.setItem(roto, '{roto');
  window.localStorage.setItem('otra-aplicacion', 'se queda');

  purgarBorradoresCaducados(ahora);

  expect(leerBorrador(reciente)?.datos).toEqual({ sexo: 'MUJER' });
  expect(window.localStorage.getItem(viejo)).toBeNull();
  expect(window.localStorage.getItem(roto)).toBeNull();
  expect(window.localStorage.getItem('otra-aplicacion')).toBe('se queda');
});

test('borrarTodosLosBorradores quita los de todos los usuarios y nada más', () => {
  guardarBorrador(claveBorrador(7, '/a'), 1);
  guardarBorrador(claveBorrador(9, '/b'), 2);
  window.localStorage.setItem('otra-aplicacion', 'se queda');

  borrarTodosLosBorradores();

  expect(window.localStorage.length).toBe(1);
  expect(window.localStorage.getItem('otra-aplicacion')).toBe('se queda');
});
