import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { buildZodSchema } from './build-zod-schema';
import type { Campo } from './campo';
import { CAMPOS_EJEMPLO } from './formulario-ejemplo.fixture';
import { aplicarReglas, type ReglaFormulario } from './regla-formulario';
import { validarCampo } from './validar-campo';
import { validarRegistro } from './validar-registro';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

type Contexto = { fecha_minima: string };

const ANTERIOR = 'El diagnóstico es anterior a la fecha mínima.';
const PESADO = 'Peso alto para un candidato intensivo.';
const SIN_MOTIVO = 'Un paciente no candidato necesita un motivo.';

const REGLAS: readonly ReglaFormulario<Contexto>[] = [
  {
    id: 'diagnostico_minimo',
    campos: ['fecha_diagnostico'],
    severidad: 'E',
    validar: (registro, contexto) =>
      typeof registro.fecha_diagnostico === 'string' && registro.fecha_diagnostico < contexto.fecha_minima ? ANTERIOR : null,
  },
  {
    id: 'peso_intensivo',
    campos: ['peso_kg', 'candidato_intensivo'],
    severidad: 'A',
    validar: (registro) => (registro.candidato_intensivo === 'SI' && Number(registro.peso_kg) > 150 ? PESADO : null),
  },
  {
    id: 'motivo_necesario',
    campos: ['candidato_intensivo', 'motivo_no_intensivo'],
    severidad: 'E',
    soloCompleto: true,
    validar: (registro) =>
      registro.candidato_intensivo === 'NO' && Array.isArray(registro.motivo_no_intensivo) && registro.motivo_no_intensivo.length === 0
        ? SIN_MOTIVO
        : null,
  },
];

const contexto = { fecha_minima: '2020-01-01' };

test('an error goes to the first field of the rule, a warning to the warnings', () => {
  const resultado = aplicarReglas(
    { reglas: REGLAS, contexto },
    { fecha_diagnostico: '2019-12-31', candidato_intensivo: 'SI', peso_kg: 160 },
    'borrador',
    { errores: {}, avisos: {} },
  );
  expect(resultado).toEqual({ errores: { fecha_diagnostico: ANTERIOR }, avisos: { peso_kg: PESADO } });
});

test('a rule over a field already in error is skipped; the first message per field wins', () => {
  const previos = { errores: { fecha_diagnostico: 'Fecha no válida. Use el formato DD/MM/AAAA.' }, avisos: {} };
  expect(aplicarReglas({ reglas: REGLAS, contexto }, { fecha_diagnostico: null }, 'borrador', previos)).toEqual(previos);
});

test('rules marked soloCompleto wait for «Marcar como completo»', () => {
  const registro = { fecha_diagnostico: '2024-01-01', candidato_intensivo: 'NO', motivo_no_intensivo: [] };
  expect(aplicarReglas({ reglas: REGLAS, contexto }, registro, 'borrador', { errores: {}, avisos: {} }).errores).toEqual({});
  expect(aplicarReglas({ reglas: REGLAS, contexto }, registro, 'completo', { errores: {}, avisos: {} }).errores).toEqual({
    candidato_intensivo: SIN_MOTIVO,
  });
});

test('validarRegistro runs the rules after the field rules, with the context of the call', () => {
  const entrada = { fecha_diagnostico: '2019-06-01', candidato_intensivo: 'SI', peso_kg: '160' };
  expect(validarRegistro(CAMPOS_EJEMPLO, entrada, 'completo', { reglas: REGLAS, contexto })).toEqual({
    ok: false,
    errores: { fecha_diagnostico: ANTERIOR },
  });
  const valido = validarRegistro(CAMPOS_EJEMPLO, entrada, 'completo', { reglas: REGLAS, contexto: { fecha_minima: '2019-01-01' } });
  expect(valido.ok && valido.avisos).toEqual({ peso_kg: PESADO });
  expect(validarRegistro(CAMPOS_EJEMPLO, entrada).ok).toBe(true);
});

test('the zod schema reports rule errors as issues on the field', () => {
  const esquema = buildZodSchema(CAMPOS_EJEMPLO, { modo: 'borrador', reglas: REGLAS, contexto });
  const resultado = esquema.safeParse({ fecha_diagnostico: '2010-02-02' });
  expect(resultado.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
    { path: ['fecha_diagnostico'], message: ANTERIOR },
  ]);
});

function campo(nombre: string): Campo {
  const encontrado = CAMPOS_EJEMPLO.find((candidato) => candidato.name === nombre);
  if (!encontrado) throw new Error(`Campo de ejemplo desconocido: ${nombre}`);
  return encontrado;
}

test('the live state of an input includes the rules shown on it', () => {
  const opciones = { reglas: REGLAS, contexto };
  expect(validarCampo(campo('fecha_diagnostico'), '2015-01-01T00:00', {}, opciones)).toEqual({ estado: 'error', mensaje: ANTERIOR });
  expect(validarCampo(campo('peso_kg'), '160', { candidato_intensivo: 'SI' }, opciones)).toEqual({ estado: 'aviso', mensaje: PESADO });
  expect(validarCampo(campo('peso_kg'), '160', { candidato_intensivo: 'NO' }, opciones)).toEqual({ estado: 'correcto' });
  expect(validarCampo(campo('candidato_intensivo'), 'NO', { motivo_no_intensivo: [] }, opciones)).toEqual({ estado: 'correcto' });
  expect(validarCampo(campo('candidato_intensivo'), 'NO', { motivo_no_intensivo: [] }, { ...opciones, modo: 'completo' })).toEqual({
    estado: 'error',
    mensaje: SIN_MOTIVO,
  });
});
