import { expect, test } from '@jest/globals';
import { validarRegistro } from './validar-registro';
import { CAMPO_VERSION } from './campo-version';

test('the version read is required and a non-negative integer', () => {
  expect(validarRegistro([CAMPO_VERSION], { version: 3 })).toMatchObject({ ok: true, data: { version: 3 } });
  expect(validarRegistro([CAMPO_VERSION], {}).ok).toBe(false);
  expect(validarRegistro([CAMPO_VERSION], { version: -1 }).ok).toBe(false);
});
