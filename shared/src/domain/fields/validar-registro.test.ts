import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { CAMPOS_EJEMPLO } from './formulario-ejemplo.fixture';
import type { RegistroDe } from './registro-de';
import { validarRegistro } from './validar-registro';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

type Igual<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Checked by the type-checker: a complete record types its always-present fields as non-null.
const tiposDelRegistro: [
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO>['fecha_diagnostico'], string>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO, 'borrador'>['fecha_diagnostico'], string | null>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO>['candidato_intensivo'], 'SI' | 'NO'>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO>['motivo_no_intensivo'], ('EDAD' | 'COMORBILIDAD' | 'OTRO')[]>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO>['motivo_no_intensivo_otro'], string | null>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO>['peso_kg'], number | null>,
  Igual<RegistroDe<typeof CAMPOS_EJEMPLO, 'borrador'>['hcti_obesidad'], boolean>,
] = [true, true, true, true, true, true, true];

test('the record types follow the descriptors', () => {
  expect(tiposDelRegistro.every(Boolean)).toBe(true);
});

test('a valid record gives its data and its warnings', () => {
  const resultado = validarRegistro(CAMPOS_EJEMPLO, {
    fecha_diagnostico: '2024-03-01',
    candidato_intensivo: 'NO',
    motivo_no_intensivo: ['EDAD'],
    peso_kg: '182,5',
  });
  expect(resultado).toEqual({
    ok: true,
    data: {
      fecha_diagnostico: '2024-03-01',
      peso_kg: 182.5,
      candidato_intensivo: 'NO',
      motivo_no_intensivo: ['EDAD'],
      motivo_no_intensivo_otro: null,
      hcti_obesidad: false,
    },
    avisos: { peso_kg: 'Valor poco habitual (182,5 kg). Compruebe que es correcto.' },
  });
});

test('an invalid record gives the first Spanish message per variable', () => {
  expect(validarRegistro(CAMPOS_EJEMPLO, { candidato_intensivo: 'NO', peso_kg: 'mucho' })).toEqual({
    ok: false,
    errores: {
      fecha_diagnostico: 'Este campo es obligatorio.',
      peso_kg: 'Introduzca un número válido con un máximo de 1 decimales.',
      motivo_no_intensivo: 'Este campo es obligatorio.',
    },
  });
});

test('the mode decides whether missing required values block', () => {
  expect(validarRegistro(CAMPOS_EJEMPLO, { candidato_intensivo: 'NO' }, 'borrador').ok).toBe(true);
  expect(validarRegistro(CAMPOS_EJEMPLO, { candidato_intensivo: 'NO' }, 'completo').ok).toBe(false);
});

test('a body that is not an object is reported under «registro»', () => {
  expect(validarRegistro(CAMPOS_EJEMPLO, 'x')).toEqual({ ok: false, errores: { registro: 'Datos no válidos.' } });
});
