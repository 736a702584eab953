import { expect, test } from '@jest/globals';
import {
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DEMASIADOS_INTENTOS,
  MENSAJE_LOGIN_INCORRECTO,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
  MENSAJE_PACIENTE_NO_ENCONTRADO,
  MENSAJE_SIN_PERMISOS_PACIENTE,
  MENSAJE_CODIFICACION_NO_VALIDA,
  MENSAJE_DIRECCION_NO_VALIDA,
  mensajeCaracteresNoPermitidos,
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

test('bad text at the API edge is named by its field, in Spanish', () => {
  expect(mensajeCaracteresNoPermitidos('nombre')).toBe('El campo "nombre" contiene caracteres no permitidos.');
  expect([MENSAJE_DIRECCION_NO_VALIDA, MENSAJE_CODIFICACION_NO_VALIDA]).toEqual([
    'La dirección solicitada no es válida.',
    'El contenido enviado no es texto UTF-8 válido.',
  ]);
});

test('a patient screen says which patient it cannot show, unlike the generic 403 of an action', () => {
  expect([MENSAJE_PACIENTE_NO_ENCONTRADO, MENSAJE_SIN_PERMISOS_PACIENTE]).toEqual(['Paciente no encontrado.', 'No tiene permisos para ver este paciente.']);
  expect(MENSAJE_SIN_PERMISOS_PACIENTE).not.toBe(MENSAJE_SIN_PERMISOS);
});
