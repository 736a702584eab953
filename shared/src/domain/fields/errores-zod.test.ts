import { expect, test } from '@jest/globals';
import { erroresDeIssues } from './errores-zod';

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
