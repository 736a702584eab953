import { expect, test } from '@jest/globals';
import { z } from 'zod';
import { erroresDeIssues, mensajeZodPorDefecto } from './errores-zod';

test('issues become the first message per variable, nested paths joined with dots', () => {
  expect(
    erroresDeIssues([
      { path: ['email'], message: 'Formato no válido.' },
      { path: ['email'], message: 'Segundo mensaje.' },
      { path: ['ensayos', 0, 'codigo'], message: 'Este campo es obligatorio.' },
      { path: [], message: 'Datos no válidos.' },
    ]),
  ).toEqual({
    email: 'Formato no válido.',
    'ensayos.0.codigo': 'Este campo es obligatorio.',
    registro: 'Datos no válidos.',
  });
});

const esquema = z.object({ modo: z.enum(['borrador', 'completo']), nombre: z.string().max(3), n: z.number() });

test("zod's default texts become the generic Spanish messages, keyed by field", () => {
  const issues = esquema.safeParse({ nombre: 'abcd', n: 'x' }, { error: mensajeZodPorDefecto }).error?.issues ?? [];
  expect(erroresDeIssues(issues)).toEqual({
    modo: 'Este campo es obligatorio.',
    nombre: 'El texto no puede superar 3 caracteres.',
    n: 'Formato no válido.',
  });
  const valor = esquema.safeParse({ modo: 'otro', nombre: 'a', n: 1 }, { error: mensajeZodPorDefecto }).error?.issues ?? [];
  expect(erroresDeIssues(valor)).toEqual({ modo: 'Seleccione un valor de la lista.' });
});

test('a message of the schema itself wins', () => {
  const propio = z.object({ a: z.string({ error: 'Propio.' }) });
  expect(erroresDeIssues(propio.safeParse({}, { error: mensajeZodPorDefecto }).error?.issues ?? [])).toEqual({ a: 'Propio.' });
});
