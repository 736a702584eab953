import { expect, test } from '@jest/globals';
import { defineField } from '../campo';
import { leerTexto } from './texto';

const nombre = defineField({ kind: 'text', name: 'nombre', label: 'Nombre', required: 'siempre', max: 5 });
const codigo = defineField({ kind: 'text', name: 'codigo', label: 'Código', required: 'siempre', max: 10, pattern: /^[A-Z]{3}$/ });
const correo = defineField({ kind: 'text', name: 'email', label: 'Correo', required: 'siempre', max: 254, minusculas: true });
const clave = defineField({
  kind: 'text',
  name: 'password',
  label: 'Contraseña',
  required: 'siempre',
  max: 20,
  min: 4,
  mensajeMin: 'Demasiado corta.',
  recortar: false,
});

test('text is trimmed; blank is not answered', () => {
  expect(leerTexto(nombre, '  Ana ')).toEqual({ ok: true, valor: 'Ana' });
  expect(leerTexto(nombre, '   ')).toEqual({ ok: true, valor: null });
  expect(leerTexto(nombre, undefined)).toEqual({ ok: true, valor: null });
  expect(leerTexto(nombre, null)).toEqual({ ok: true, valor: null });
});

test('the maximum length counts after trimming (G08)', () => {
  expect(leerTexto(nombre, ' 12345 ')).toEqual({ ok: true, valor: '12345' });
  expect(leerTexto(nombre, '123456')).toEqual({ ok: false, mensaje: 'El texto no puede superar 5 caracteres.' });
});

test('a value that is not text has an invalid format (G14)', () => {
  expect(leerTexto(nombre, 12)).toEqual({ ok: false, mensaje: 'Formato no válido.' });
});

test('a pattern gives G14 by default', () => {
  expect(leerTexto(codigo, 'ABC')).toEqual({ ok: true, valor: 'ABC' });
  expect(leerTexto(codigo, 'abc')).toEqual({ ok: false, mensaje: 'Formato no válido.' });
});

test('a pattern may name another message', () => {
  const conOtroMensaje = { ...codigo, mensajePattern: 'G13' as const };
  expect(leerTexto(conOtroMensaje, 'A1')).toEqual({ ok: false, mensaje: 'Ya existe un registro con este valor.' });
});

test('lower-casing happens before the checks', () => {
  expect(leerTexto(correo, '  Ana.Gil@Hospital.ES ')).toEqual({ ok: true, valor: 'ana.gil@hospital.es' });
});

test('untrimmed text keeps its spaces and checks its minimum length', () => {
  expect(leerTexto(clave, ' ab ')).toEqual({ ok: true, valor: ' ab ' });
  expect(leerTexto(clave, 'abc')).toEqual({ ok: false, mensaje: 'Demasiado corta.' });
  expect(leerTexto(clave, '')).toEqual({ ok: true, valor: null });
});
