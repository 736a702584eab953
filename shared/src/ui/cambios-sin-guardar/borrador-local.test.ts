import { afterEach, expect, test } from '@jest/globals';
import { borrarBorrador, claveBorrador, guardarBorrador, leerBorrador } from './borrador-local';

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
