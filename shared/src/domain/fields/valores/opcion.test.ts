import { expect, test } from '@jest/globals';
import { crearCatalogo, type CatalogoFila } from '../../catalogues/catalogo-fila';
import { defineField } from '../campo';
import { leerEnum, leerMultiEnum } from './opcion';

const SEXO = crearCatalogo([['HOMBRE', 'Hombre'], ['MUJER', 'Mujer']]);
const PRESENTACION: readonly CatalogoFila[] = [
  { codigo: 'NINGUNO', etiqueta: 'Ninguna', orden: 1, activo: true },
  { codigo: 'FIEBRE', etiqueta: 'Fiebre', orden: 2, activo: true },
  { codigo: 'SANGRADO', etiqueta: 'Sangrado', orden: 3, activo: true },
  { codigo: 'ANTIGUO', etiqueta: 'Antiguo', orden: 4, activo: false },
];

const sexo = defineField({ kind: 'enum', name: 'sexo', label: 'Sexo', required: 'siempre', catalogo: SEXO });
const centro = defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', required: 'siempre', referencia: 'hospital' });
const presentacion = defineField({
  kind: 'multiEnum',
  name: 'presentacion',
  label: 'Presentación clínica',
  required: 'siempre',
  catalogo: PRESENTACION,
  exclusivos: ['NINGUNO'],
});
const centros = defineField({ kind: 'multiEnum', name: 'hospitales', label: 'Centros', required: 'opcional', referencia: 'hospital' });

const G07 = { ok: false, mensaje: 'Seleccione un valor de la lista.' };

test('an enum takes a code of its catalogue', () => {
  expect(leerEnum(sexo, 'MUJER')).toEqual({ ok: true, valor: 'MUJER' });
  expect(leerEnum(sexo, '')).toEqual({ ok: true, valor: null });
  expect(leerEnum(sexo, 'mujer')).toEqual(G07);
  expect(leerEnum(sexo, 1)).toEqual(G07);
});

test('an enum of references takes a positive integer id', () => {
  expect(leerEnum(centro, 7)).toEqual({ ok: true, valor: 7 });
  expect(leerEnum(centro, '7')).toEqual({ ok: true, valor: 7 });
  expect(leerEnum(centro, 0)).toEqual(G07);
  expect(leerEnum(centro, 1.5)).toEqual(G07);
  expect(leerEnum(centro, 'H1')).toEqual(G07);
});

test('a multi-enum is a list of codes, without repetitions, in catalogue order', () => {
  expect(leerMultiEnum(presentacion, ['SANGRADO', 'FIEBRE', 'SANGRADO'])).toEqual({ ok: true, valor: ['FIEBRE', 'SANGRADO'] });
  expect(leerMultiEnum(presentacion, undefined)).toEqual({ ok: true, valor: [] });
  expect(leerMultiEnum(presentacion, [])).toEqual({ ok: true, valor: [] });
});

test('inactive codes stay valid in existing records', () => {
  expect(leerMultiEnum(presentacion, ['ANTIGUO'])).toEqual({ ok: true, valor: ['ANTIGUO'] });
});

test('a multi-enum refuses unknown codes and non-lists (G07)', () => {
  expect(leerMultiEnum(presentacion, ['FIEBRE', 'TOS'])).toEqual(G07);
  expect(leerMultiEnum(presentacion, 'FIEBRE')).toEqual(G07);
});

test('an exclusive code cannot be combined (G16, with its label)', () => {
  expect(leerMultiEnum(presentacion, ['NINGUNO'])).toEqual({ ok: true, valor: ['NINGUNO'] });
  expect(leerMultiEnum(presentacion, ['FIEBRE', 'NINGUNO'])).toEqual({
    ok: false,
    mensaje: 'La opción «Ninguna» no puede combinarse con otras.',
  });
});

test('a multi-enum of references takes ids, without repetitions, ascending', () => {
  expect(leerMultiEnum(centros, [3, '1', 3])).toEqual({ ok: true, valor: [1, 3] });
  expect(leerMultiEnum(centros, [3, -1])).toEqual(G07);
});
