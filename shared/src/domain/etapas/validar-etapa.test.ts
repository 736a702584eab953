import { describe, expect, it } from '@jest/globals';
import { CLAVE_ERROR_REGISTRO } from '../fields/errores-zod';
import { ETAPA_EJEMPLO } from './etapa-ejemplo.fixture';
import { contextoDe } from './expediente.fixture';
import { validarEtapa } from './validar-etapa';

const valido = { ej_fecha: '2024-02-01', ej_realizado: 'SI', ej_valor: 3, ejemplo_fish: [{ fish_resultado: 'NEGATIVO' }] };

describe('validarEtapa', () => {
  it('acepta un registro completo y devuelve los datos normalizados con las filas', () => {
    const resultado = validarEtapa(ETAPA_EJEMPLO, { ...valido, ej_valor: '3' }, 'completo', contextoDe());
    expect(resultado).toEqual({
      ok: true,
      data: { ej_fecha: '2024-02-01', ej_realizado: 'SI', ej_valor: 3, ej_detalle_fish: null, ejemplo_fish: [{ fish_resultado: 'NEGATIVO' }] },
      avisos: {},
    });
  });

  it('un borrador admite obligatorios vacíos pero no valores no válidos', () => {
    expect(validarEtapa(ETAPA_EJEMPLO, { ej_realizado: 'SI' }, 'borrador', contextoDe()).ok).toBe(true);
    expect(validarEtapa(ETAPA_EJEMPLO, { ej_realizado: 'SI', ej_valor: 11 }, 'borrador', contextoDe())).toEqual({
      ok: false,
      errores: { ej_valor: 'Valor fuera de rango: debe estar entre 0 y 10.' },
    });
  });

  it('aplica las reglas con el expediente del paciente (G09)', () => {
    const resultado = validarEtapa(ETAPA_EJEMPLO, { ...valido, ej_fecha: '2023-12-31' }, 'completo', contextoDe());
    expect(resultado).toEqual({ ok: false, errores: { ej_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).' } });
  });

  it('las condiciones y las reglas ven las filas de la subtabla', () => {
    const conPositivo = { ...valido, ej_valor: 0, ej_detalle_fish: 'x', ejemplo_fish: [{ fish_resultado: 'POSITIVO' }] };
    const resultado = validarEtapa(ETAPA_EJEMPLO, conPositivo, 'completo', contextoDe());
    expect(resultado).toMatchObject({ ok: true, data: { ej_detalle_fish: 'x' }, avisos: { ej_valor: 'FISH positivo con valor 0.' } });
    expect(validarEtapa(ETAPA_EJEMPLO, { ...valido, ej_detalle_fish: 'x' }, 'completo', contextoDe())).toMatchObject({
      ok: true,
      data: { ej_detalle_fish: null },
    });
  });

  it('los errores de una fila se nombran {subtabla}.{i}.{variable}', () => {
    const resultado = validarEtapa(ETAPA_EJEMPLO, { ...valido, ejemplo_fish: [{ fish_resultado: 'NEGATIVO' }, { fish_resultado: 'X' }] }, 'completo', contextoDe());
    expect(resultado).toEqual({ ok: false, errores: { 'ejemplo_fish.1.fish_resultado': 'Seleccione un valor de la lista.' } });
  });

  it('rechaza demasiadas filas, filas que no son objetos y cuerpos que no son objetos', () => {
    const filas = [{ fish_resultado: 'NEGATIVO' }, { fish_resultado: 'NEGATIVO' }, { fish_resultado: 'NEGATIVO' }];
    expect(validarEtapa(ETAPA_EJEMPLO, { ...valido, ejemplo_fish: filas }, 'completo', contextoDe())).toEqual({
      ok: false,
      errores: { ejemplo_fish: 'Como máximo 2 filas.' },
    });
    expect(validarEtapa(ETAPA_EJEMPLO, { ...valido, ejemplo_fish: [3] }, 'completo', contextoDe())).toMatchObject({
      ok: false,
      errores: { 'ejemplo_fish.0': expect.any(String) },
    });
    expect(validarEtapa(ETAPA_EJEMPLO, [], 'completo', contextoDe())).toMatchObject({ ok: false, errores: { [CLAVE_ERROR_REGISTRO]: expect.any(String) } });
  });
});
