import { describe, expect, it, test } from '@jest/globals';
import { defineField, SI_NO } from '@registro-lma/shared/domain';
import { ETAPA_EJEMPLO } from '../../domain/etapas/etapa-ejemplo.fixture';
import { aplicarCambios, cambiosDe, camposCambiados, esValoresRegistro, valoresDeRegistro, valoresIniciales } from './valores-registro';

/** A stored record of the example stage, as the API answers its values and version. */
function registroDe(cambios: { datos?: Record<string, unknown> } = {}) {
  return { version: 2, datos: { ej_fecha: '2025-02-01', ej_realizado: 'SI', ej_valor: 3, ej_detalle_fish: null, ejemplo_fish: [], ej_doble: 6 }, ...cambios };
}

test('un registro nuevo empieza vacío y sin versión, con su subtabla sin filas', () => {
  expect(valoresDeRegistro(ETAPA_EJEMPLO, null)).toEqual({
    datos: { ej_fecha: null, ej_realizado: null, ej_valor: null, ej_detalle_fish: null, ejemplo_fish: [] },
    filas: [],
    version: null,
  });
});

test('un registro nuevo, y una fila nueva, empiezan con los valores por defecto del diccionario', () => {
  const etapa = {
    ...ETAPA_EJEMPLO,
    campos: [...ETAPA_EJEMPLO.campos, defineField({ kind: 'boolean', name: 'ej_interruptor', label: 'Interruptor', default: false, required: 'siempre' })],
  };
  expect(valoresDeRegistro(etapa, null).datos).toMatchObject({ ej_interruptor: false, ej_valor: null });
  expect(valoresIniciales([defineField({ kind: 'enum', name: 'ej_si', label: 'Sí o no', catalogo: SI_NO, default: 'NO', required: 'siempre' })])).toEqual({ ej_si: 'NO' });
});

test('un registro guardado aporta sus campos, sus filas (también entre los valores) y su versión; no sus calculados', () => {
  const registro = registroDe({ datos: { ...registroDe().datos, ejemplo_fish: [{ fish_resultado: 'POSITIVO', diagnostico_fish_id: 4 }] } });

  const valores = valoresDeRegistro(ETAPA_EJEMPLO, registro);

  expect(valores.filas).toEqual([{ fish_resultado: 'POSITIVO' }]);
  expect(valores.datos).toEqual({ ej_fecha: '2025-02-01', ej_realizado: 'SI', ej_valor: 3, ej_detalle_fish: null, ejemplo_fish: valores.filas });
  expect(valores.version).toBe(2);
});

test('solo un borrador local con la forma de este formulario se ofrece', () => {
  expect(esValoresRegistro({ datos: { ej_valor: '3' }, filas: [{}], version: 2 })).toBe(true);
  expect(esValoresRegistro({ datos: { ej_valor: '3' }, filas: [], version: null })).toBe(true);
  expect(esValoresRegistro({ paciente: {}, ensayos: [], version: null })).toBe(false);
  expect(esValoresRegistro({ datos: {}, filas: [1], version: null })).toBe(false);
});

describe('cambios tras un conflicto', () => {
  const leidos = { datos: { a: 1, b: 'x', filas: [] }, filas: [], version: 2 };

  it('keeps only what the user changed, and the rows only if one was touched', () => {
    expect(cambiosDe(leidos, { ...leidos, datos: { ...leidos.datos, b: 'y' } })).toEqual({ datos: { b: 'y' }, filas: null });
    expect(cambiosDe(leidos, { ...leidos, filas: [{ s: 1 }] })).toEqual({ datos: {}, filas: [{ s: 1 }] });
  });

  it('puts the changes over the record read again, keeping what another user saved', () => {
    const actuales = { datos: { a: 5, b: 'x', filas: [] }, filas: [{ s: 2 }], version: 4 };
    expect(aplicarCambios(actuales, { datos: { b: 'y' }, filas: null })).toEqual({ datos: { a: 5, b: 'y', filas: [] }, filas: [{ s: 2 }], version: 4 });
  });
});

test('un campo vacío que sigue vacío no cuenta como cambio, aunque falte o sea null', () => {
  expect(camposCambiados({ a: null, b: [1] }, { a: undefined, b: [1], c: null })).toEqual({});
  expect(camposCambiados({ a: null }, { a: '2' })).toEqual({ a: '2' });
});
