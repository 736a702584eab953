import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { CAMPOS_EJEMPLO } from './formulario-ejemplo.fixture';
import { normalizarRegistro } from './normalizar-registro';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

const G01 = 'Este campo es obligatorio.';

test('a complete record comes back normalised, every field present', () => {
  const resultado = normalizarRegistro(
    CAMPOS_EJEMPLO,
    { fecha_diagnostico: '2024-03-01T00:00:00', peso_kg: '72,5', candidato_intensivo: 'SI', extra: 'x' },
    'completo',
  );
  expect(resultado).toEqual({
    datos: {
      fecha_diagnostico: '2024-03-01',
      peso_kg: 72.5,
      candidato_intensivo: 'SI',
      motivo_no_intensivo: [],
      motivo_no_intensivo_otro: null,
      hcti_obesidad: false,
    },
    errores: {},
    avisos: {},
  });
});

test('completo requires the required fields, conditional ones included', () => {
  expect(normalizarRegistro(CAMPOS_EJEMPLO, { candidato_intensivo: 'NO' }, 'completo').errores).toEqual({
    fecha_diagnostico: G01,
    motivo_no_intensivo: G01,
  });
});

test('a conditional requirement may carry its own message', () => {
  const registro = { fecha_diagnostico: '2024-03-01', candidato_intensivo: 'NO', motivo_no_intensivo: ['OTRO'] };
  expect(normalizarRegistro(CAMPOS_EJEMPLO, registro, 'completo').errores).toEqual({
    motivo_no_intensivo_otro: 'Especifique el valor en el campo «Otro».',
  });
});

test('borrador accepts missing required values', () => {
  const resultado = normalizarRegistro(CAMPOS_EJEMPLO, { candidato_intensivo: 'NO' }, 'borrador');
  expect(resultado.errores).toEqual({});
  expect(resultado.datos.fecha_diagnostico).toBeNull();
});

test('borrador never accepts invalid values', () => {
  const resultado = normalizarRegistro(CAMPOS_EJEMPLO, { peso_kg: '400', fecha_diagnostico: '2024-06-01' }, 'borrador');
  expect(resultado.errores).toEqual({
    peso_kg: 'Valor fuera de rango: debe estar entre 25 y 300 kg.',
    fecha_diagnostico: 'La fecha no puede ser posterior a la fecha actual.',
  });
});

test('hidden fields are not validated and are cleared', () => {
  const resultado = normalizarRegistro(
    CAMPOS_EJEMPLO,
    { fecha_diagnostico: '2024-03-01', candidato_intensivo: 'SI', motivo_no_intensivo: ['NO_EXISTE'], motivo_no_intensivo_otro: 'x'.repeat(500) },
    'completo',
  );
  expect(resultado.errores).toEqual({});
  expect(resultado.datos.motivo_no_intensivo).toEqual([]);
  expect(resultado.datos.motivo_no_intensivo_otro).toBeNull();
});

test('a field hidden through another hidden field is cleared too', () => {
  // motivo_no_intensivo holds OTRO but is hidden, so its companion text must be hidden as well.
  const resultado = normalizarRegistro(
    CAMPOS_EJEMPLO,
    { fecha_diagnostico: '2024-03-01', candidato_intensivo: 'SI', motivo_no_intensivo: ['OTRO'], motivo_no_intensivo_otro: 'Rechazo' },
    'completo',
  );
  expect(resultado.errores).toEqual({});
  expect(resultado.datos.motivo_no_intensivo_otro).toBeNull();
});

test('a visible branch keeps its values', () => {
  const resultado = normalizarRegistro(
    CAMPOS_EJEMPLO,
    { fecha_diagnostico: '2024-03-01', candidato_intensivo: 'NO', motivo_no_intensivo: ['OTRO', 'EDAD'], motivo_no_intensivo_otro: ' Rechazo ' },
    'completo',
  );
  expect(resultado.errores).toEqual({});
  expect(resultado.datos).toMatchObject({ motivo_no_intensivo: ['EDAD', 'OTRO'], motivo_no_intensivo_otro: 'Rechazo' });
});

test('defaults fill absent and empty values, not given ones', () => {
  expect(normalizarRegistro(CAMPOS_EJEMPLO, { hcti_obesidad: null }, 'borrador').datos.hcti_obesidad).toBe(false);
  expect(normalizarRegistro(CAMPOS_EJEMPLO, { hcti_obesidad: true }, 'borrador').datos.hcti_obesidad).toBe(true);
});

test('plausible-range warnings are reported apart from errors', () => {
  const resultado = normalizarRegistro(CAMPOS_EJEMPLO, { peso_kg: 190 }, 'borrador');
  expect(resultado.errores).toEqual({});
  expect(resultado.avisos).toEqual({ peso_kg: 'Valor poco habitual (190 kg). Compruebe que es correcto.' });
});
