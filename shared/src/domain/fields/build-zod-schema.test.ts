import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { z } from 'zod';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { buildZodSchema } from './build-zod-schema';
import { CAMPOS_EJEMPLO } from './formulario-ejemplo.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

const completo = buildZodSchema(CAMPOS_EJEMPLO);
const borrador = buildZodSchema(CAMPOS_EJEMPLO, { modo: 'borrador' });

test('the output is the normalised record, unknown keys dropped', () => {
  expect(completo.parse({ fecha_diagnostico: '2024-03-01T00:00', candidato_intensivo: 'SI', peso_kg: '80', version: 3 })).toEqual({
    fecha_diagnostico: '2024-03-01',
    peso_kg: 80,
    candidato_intensivo: 'SI',
    motivo_no_intensivo: [],
    motivo_no_intensivo_otro: null,
    hcti_obesidad: false,
  });
});

test('issues carry the Spanish message under the variable name', () => {
  const resultado = completo.safeParse({ fecha_diagnostico: '01/03/2024', candidato_intensivo: 'QUIZA', peso_kg: '80' });
  expect(resultado.success).toBe(false);
  expect(resultado.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
    { path: ['fecha_diagnostico'], message: 'Fecha no válida. Use el formato DD/MM/AAAA.' },
    { path: ['candidato_intensivo'], message: 'Seleccione un valor de la lista.' },
  ]);
});

test('borrador lets required fields be missing, completo does not', () => {
  expect(borrador.safeParse({}).success).toBe(true);
  expect(completo.safeParse({}).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fecha_diagnostico', 'candidato_intensivo']);
});

test('a body that is not an object is refused as a whole', () => {
  for (const cuerpo of [null, 'texto', [1, 2]]) {
    expect(completo.safeParse(cuerpo).error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [], message: 'Datos no válidos.' },
    ]);
  }
});

test('the JSON Schema documents every field and, when complete, the always-required ones', () => {
  const esquema = z.toJSONSchema(completo, { io: 'input' });
  expect(Object.keys(esquema.properties ?? {})).toEqual(CAMPOS_EJEMPLO.map((campo) => campo.name));
  expect(esquema.required).toEqual(['fecha_diagnostico', 'candidato_intensivo']);
  expect(z.toJSONSchema(borrador, { io: 'input' }).required).toBeUndefined();
});
