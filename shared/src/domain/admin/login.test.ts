import { expect, test } from '@jest/globals';
import { validarRegistro } from '../fields/validar-registro';
import { CAMPOS_LOGIN, loginSchema } from './login';

test('the e-mail is trimmed and lower-cased; the password is kept as typed', () => {
  expect(loginSchema.parse({ email: ' Admin@Registro.ES ', password: ' secreto ' })).toEqual({
    email: 'admin@registro.es',
    password: ' secreto ',
  });
});

test('both are required (G01)', () => {
  expect(validarRegistro(CAMPOS_LOGIN, { email: '' })).toEqual({
    ok: false,
    errores: { email: 'Este campo es obligatorio.', password: 'Este campo es obligatorio.' },
  });
});

test('oversized credentials are refused (G08)', () => {
  expect(validarRegistro(CAMPOS_LOGIN, { email: `${'a'.repeat(250)}@x.es`, password: 'p'.repeat(201) })).toEqual({
    ok: false,
    errores: { email: 'El texto no puede superar 254 caracteres.', password: 'El texto no puede superar 200 caracteres.' },
  });
});
