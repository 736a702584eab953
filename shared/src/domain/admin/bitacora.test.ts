import { expect, test } from '@jest/globals';
import { validarRegistro } from '../fields/validar-registro';
import { CAMPOS_BITACORA, bitacoraEntradaSchema } from './bitacora';

const entrada = {
  fecha: '2024-05-10T08:15:30.123Z',
  request: '{"method":"GET","url":"/leucemia/api/pacientes"}',
  response: '500 Internal Server Error',
  usuario: 'ana.gil@hospital.es',
  rol: 'CLINICO',
  url: '/paciente/12',
};

test('a failure entry is accepted as sent', () => {
  expect(bitacoraEntradaSchema.parse(entrada)).toEqual(entrada);
});

test('without a session the user and role are empty', () => {
  expect(bitacoraEntradaSchema.parse({ ...entrada, usuario: '', rol: null })).toMatchObject({ usuario: null, rol: null });
});

test('the instant must be ISO 8601 with a zone (G14)', () => {
  for (const fecha of ['2024-05-10T10:15:30+02:00', '2024-05-10T08:15Z']) {
    expect(validarRegistro(CAMPOS_BITACORA, { ...entrada, fecha }).ok).toBe(true);
  }
  for (const fecha of ['10/05/2024 08:15', '2024-05-10', '2024-05-10T08:15:30']) {
    expect(validarRegistro(CAMPOS_BITACORA, { ...entrada, fecha })).toEqual({ ok: false, errores: { fecha: 'Formato no válido.' } });
  }
});

test('sizes are limited and the essentials required', () => {
  expect(
    validarRegistro(CAMPOS_BITACORA, {
      fecha: entrada.fecha,
      request: 'r'.repeat(20_001),
      response: '',
      usuario: 'u'.repeat(255),
      rol: 'r'.repeat(41),
      url: '/'.repeat(2001),
    }),
  ).toEqual({
    ok: false,
    errores: {
      request: 'El texto no puede superar 20000 caracteres.',
      response: 'Este campo es obligatorio.',
      usuario: 'El texto no puede superar 254 caracteres.',
      rol: 'El texto no puede superar 40 caracteres.',
      url: 'El texto no puede superar 2000 caracteres.',
    },
  });
});
