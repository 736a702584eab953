import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { CAMPOS_LOGIN } from '../admin/login';
import { CAMPOS_PACIENTE } from '../paciente/campos-paciente';
import type { Campo } from './campo';
import { validarRegistro } from './validar-registro';
import { validarValoresFormulario } from './validar-valores-formulario';

const valorCualquiera = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));

function registroDe(campos: readonly Campo[]) {
  return fc.record(Object.fromEntries(campos.map((campo) => [campo.name, valorCualquiera])), { requiredKeys: [] });
}

test.each([
  ['el acceso', CAMPOS_LOGIN],
  ['el alta de paciente', CAMPOS_PACIENTE],
] as const)('para %s, el formulario valida como la API (mismos errores, datos y avisos)', (_nombre, campos) => {
  fc.assert(
    fc.property(registroDe(campos), fc.constantFrom('completo' as const, 'borrador' as const), (valores, modo) => {
      expect(validarValoresFormulario(campos, valores, modo)).toEqual(validarRegistro(campos, valores, modo));
    }),
    { numRuns: 300 },
  );
});

test('un acceso válido da los mismos datos normalizados', () => {
  const valores = { email: '  Ana@Hospital.es ', password: 'secreta-larga-2026' };
  const resultado = validarValoresFormulario(CAMPOS_LOGIN, valores);
  expect(resultado).toEqual(validarRegistro(CAMPOS_LOGIN, valores));
  expect(resultado.ok).toBe(true);
});
