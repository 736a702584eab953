import { expect, test } from '@jest/globals';
import { cambioContrasenaSchema } from './cambio-contrasena';
import { CONTRASENAS_COMUNES } from './contrasenas-comunes';
import { usuarioAltaSchema } from './esquemas-usuario';
import {
  contrasenaComun,
  LONGITUD_MINIMA_CONTRASENA,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENA_REPETIDA,
} from './politica-contrasena';

test('the reject list holds only passwords the length rule lets through, lower-cased', () => {
  expect(CONTRASENAS_COMUNES.size).toBeGreaterThanOrEqual(100);
  for (const comun of CONTRASENAS_COMUNES) {
    expect(comun.length).toBeGreaterThanOrEqual(LONGITUD_MINIMA_CONTRASENA);
    expect(comun).toBe(comun.toLowerCase());
  }
});

test('common passwords are refused whatever their case, and so is one character repeated', () => {
  expect(contrasenaComun('Password12345')).toBe(true);
  expect(contrasenaComun('CONTRASEÑA123')).toBe(true);
  expect(contrasenaComun('aaaaaaaaaaaaaaaa')).toBe(true);
  expect(contrasenaComun('tres-gatos-en-el-tejado')).toBe(false);
});

test('the same policy applies when an administrator sets a password and when users change their own', () => {
  const alta = { email: 'a@h.es', nombre: 'A', apellidos: 'B', rol: 'ADMIN', password: 'administrador123' };
  expect(usuarioAltaSchema.safeParse(alta).error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: MENSAJE_CONTRASENA_COMUN })]);

  const cambio = (password: string) => cambioContrasenaSchema.safeParse({ password_actual: 'la-actual-de-siempre', password }).error?.issues ?? [];
  expect(cambio('once-letras')).toEqual([expect.objectContaining({ path: ['password'], message: MENSAJE_CONTRASENA_CORTA })]);
  expect(cambio('qwerty123456')).toEqual([expect.objectContaining({ path: ['password'], message: MENSAJE_CONTRASENA_COMUN })]);
  expect(cambio('la-actual-de-siempre')).toEqual([expect.objectContaining({ path: ['password'], message: MENSAJE_CONTRASENA_REPETIDA })]);
  expect(cambio('tres-gatos-en-el-tejado')).toEqual([]);
});
