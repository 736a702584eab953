import { expect, test } from '@jest/globals';
import {
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DEMASIADOS_INTENTOS,
  MENSAJE_LOGIN_INCORRECTO,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
} from './mensajes-fijos';

test('the fixed messages are the exact texts of the contract', () => {
  expect([
    MENSAJE_CONFLICTO_VERSION,
    MENSAJE_LOGIN_INCORRECTO,
    MENSAJE_DATOS_NO_VALIDOS,
    MENSAJE_SESION_NO_VALIDA,
    MENSAJE_RECURSO_NO_ENCONTRADO,
    MENSAJE_DEMASIADOS_INTENTOS,
    MENSAJE_SIN_PERMISOS,
  ]).toEqual([
    'Otro usuario ha modificado este registro. Recargue la página antes de guardar.',
    'Usuario o contraseña incorrectos.',
    'Datos no válidos.',
    'Sesión no válida o caducada.',
    'Recurso no encontrado.',
    'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    'No tiene permisos para realizar esta acción.',
  ]);
});
