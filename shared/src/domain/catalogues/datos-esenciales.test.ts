import { expect, test } from '@jest/globals';
import { DATOS_ESENCIALES } from './datos-esenciales';

test('datos_esenciales numbers its 21 items DE01–DE21', () => {
  expect(DATOS_ESENCIALES.map((fila) => fila.codigo)).toEqual(
    Array.from({ length: 21 }, (_, indice) => `DE${String(indice + 1).padStart(2, '0')}`),
  );
});

test('DE01–DE15 are editable on the screen and DE16–DE21 read-only', () => {
  expect(DATOS_ESENCIALES.filter((fila) => fila.editable).map((fila) => fila.codigo)).toEqual(
    DATOS_ESENCIALES.slice(0, 15).map((fila) => fila.codigo),
  );
});

test('each item names its home variable and when it applies', () => {
  expect(DATOS_ESENCIALES[0]).toEqual({
    codigo: 'DE01',
    etiqueta: 'Sexo',
    orden: 1,
    activo: true,
    formulario: 'paciente',
    variable: 'sexo',
    derivado: false,
    aplica_si: null,
    editable: true,
  });
  expect(DATOS_ESENCIALES[6]).toMatchObject({
    etiqueta: 'Blastos en médula ósea',
    variable: 'mo_blastos_pct',
    aplica_si: { variable: 'diagnostico.mo_realizada', en: ['SI'] },
  });
  expect(DATOS_ESENCIALES[13]?.aplica_si).toEqual({ variable: 'induccion.intencion_tratamiento', noEn: ['SOLO_SOPORTE'] });
  expect(DATOS_ESENCIALES[17]).toMatchObject({
    etiqueta: 'Trasplante alogénico en primera remisión',
    formulario: 'trasplante',
    variable: 'tph_alo_rc1',
    derivado: true,
    aplica_si: { variable: 'induccion.ind_mejor_respuesta', en: ['RC', 'RCH', 'RCI'] },
  });
  expect(DATOS_ESENCIALES[20]).toEqual({
    codigo: 'DE21',
    etiqueta: 'Causa de muerte',
    orden: 21,
    activo: true,
    formulario: 'muerte',
    variable: 'muerte_causa_principal',
    derivado: false,
    aplica_si: { variable: 'paciente.estado', en: ['FALLECIDO'] },
    editable: false,
  });
});
