import { expect, test } from '@jest/globals';
import { z } from 'zod';
import { erroresDeIssues, mensajeZodPorDefecto } from './errores-zod';

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
