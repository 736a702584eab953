import { expect, test } from '@jest/globals';
import { validarRegistro } from '../fields/validar-registro';
import { CAMPOS_HOSPITAL, hospitalEntradaSchema, type HospitalEntrada } from './campos-hospital';

const valido = {
  codigo: 'HUMS01',
  nombre: ' Hospital Universitario Miguel Servet ',
  ciudad: 'Zaragoza',
  comunidad_autonoma: 'AR',
  email_contacto: 'hematologia@hums.es',
};

test('a Spanish hospital with defaults', () => {
  const esperado: HospitalEntrada = {
    codigo: 'HUMS01',
    nombre: 'Hospital Universitario Miguel Servet',
    ciudad: 'Zaragoza',
    provincia: null,
    pais: 'ES',
    comunidad_autonoma: 'AR',
    investigador_principal: null,
    email_contacto: 'hematologia@hums.es',
    activo: true,
  };
  expect(hospitalEntradaSchema.parse(valido)).toEqual(esperado);
});

test.each([
  ['AB', 'Formato no válido.'],
  ['hums01', 'Formato no válido.'],
  ['HUMS-01', 'Formato no válido.'],
  ['ABCDEFGHIJK', 'El texto no puede superar 10 caracteres.'],
])('the code %j is refused: %s', (codigo, mensaje) => {
  expect(validarRegistro(CAMPOS_HOSPITAL, { ...valido, codigo })).toEqual({ ok: false, errores: { codigo: mensaje } });
});

test('the required fields and the sizes', () => {
  expect(validarRegistro(CAMPOS_HOSPITAL, { nombre: 'x'.repeat(151), provincia: 'p'.repeat(81) })).toEqual({
    ok: false,
    errores: {
      codigo: 'Este campo es obligatorio.',
      nombre: 'El texto no puede superar 150 caracteres.',
      ciudad: 'Este campo es obligatorio.',
      provincia: 'El texto no puede superar 80 caracteres.',
      comunidad_autonoma: 'Este campo es obligatorio.',
    },
  });
});

test('the autonomous community is required in Spain only, and cleared elsewhere', () => {
  const portugues = hospitalEntradaSchema.parse({ ...valido, pais: 'PT', comunidad_autonoma: 'XX' });
  expect(portugues).toMatchObject({ pais: 'PT', comunidad_autonoma: null });
  expect(validarRegistro(CAMPOS_HOSPITAL, { ...valido, comunidad_autonoma: 'XX' })).toEqual({
    ok: false,
    errores: { comunidad_autonoma: 'Seleccione un valor de la lista.' },
  });
});

test('the contact address must look like an address (G14) and the country be in the list (G07)', () => {
  expect(validarRegistro(CAMPOS_HOSPITAL, { ...valido, email_contacto: 'hematologia@hums', pais: 'ZZ' })).toEqual({
    ok: false,
    errores: { pais: 'Seleccione un valor de la lista.', email_contacto: 'Formato no válido.' },
  });
});

test('a hospital may be created inactive', () => {
  expect(hospitalEntradaSchema.parse({ ...valido, activo: false }).activo).toBe(false);
});
