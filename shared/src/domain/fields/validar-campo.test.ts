import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import type { Campo } from './campo';
import type { ReglaFormulario } from './regla-formulario';
import { CAMPOS_EJEMPLO } from './formulario-ejemplo.fixture';
import { validarCampo } from './validar-campo';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

function campo(nombre: string): Campo {
  const encontrado = CAMPOS_EJEMPLO.find((candidato) => candidato.name === nombre);
  if (!encontrado) throw new Error(`Campo de ejemplo desconocido: ${nombre}`);
  return encontrado;
}

test('a valid value is correct', () => {
  expect(validarCampo(campo('peso_kg'), '72,5', {})).toEqual({ estado: 'correcto' });
  expect(validarCampo(campo('hcti_obesidad'), false, {})).toEqual({ estado: 'correcto' });
});

test('an invalid value is an error with its message', () => {
  expect(validarCampo(campo('peso_kg'), '72,55', {})).toEqual({
    estado: 'error',
    mensaje: 'Introduzca un número válido con un máximo de 1 decimales.',
  });
  expect(validarCampo(campo('fecha_diagnostico'), '2024-05-11', {})).toEqual({
    estado: 'error',
    mensaje: 'La fecha no puede ser posterior a la fecha actual.',
  });
});

test('a value outside the plausible range is a warning (G15)', () => {
  expect(validarCampo(campo('peso_kg'), '30', {})).toEqual({
    estado: 'aviso',
    mensaje: 'Valor poco habitual (30 kg). Compruebe que es correcto.',
  });
});

test('an empty field is neutral while drafting', () => {
  expect(validarCampo(campo('fecha_diagnostico'), '', {})).toEqual({ estado: 'neutro' });
  expect(validarCampo(campo('motivo_no_intensivo'), [], { candidato_intensivo: 'NO' })).toEqual({ estado: 'neutro' });
});

test('an empty field shows a warning about its missing value, never an error, while drafting', () => {
  const reglas: ReglaFormulario<undefined>[] = [
    { id: 'aviso', campos: ['peso_kg', 'talla_cm'], severidad: 'A', validar: (registro) => (registro.peso_kg === null ? 'Indique el peso.' : null) },
    { id: 'error', campos: ['fecha_diagnostico'], severidad: 'E', validar: () => 'Nunca en vacío.' },
  ];
  expect(validarCampo(campo('peso_kg'), '', { talla_cm: 170 }, { reglas })).toEqual({ estado: 'aviso', mensaje: 'Indique el peso.' });
  expect(validarCampo(campo('fecha_diagnostico'), '', {}, { reglas })).toEqual({ estado: 'neutro' });
});

test('an empty required field is an error when completing', () => {
  expect(validarCampo(campo('fecha_diagnostico'), '', {}, { modo: 'completo' })).toEqual({
    estado: 'error',
    mensaje: 'Este campo es obligatorio.',
  });
  expect(validarCampo(campo('motivo_no_intensivo_otro'), '', { motivo_no_intensivo: ['OTRO'] }, { modo: 'completo' })).toEqual({
    estado: 'error',
    mensaje: 'Especifique el valor en el campo «Otro».',
  });
  expect(validarCampo(campo('peso_kg'), '', {}, { modo: 'completo' })).toEqual({ estado: 'neutro' });
});

test('a hidden field is neutral whatever it holds', () => {
  expect(validarCampo(campo('motivo_no_intensivo'), ['NO_EXISTE'], { candidato_intensivo: 'SI' })).toEqual({ estado: 'neutro' });
});
