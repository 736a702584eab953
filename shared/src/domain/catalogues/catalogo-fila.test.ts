import { expect, test } from '@jest/globals';
import { buscarFila, crearCatalogo, filasActivas, type CatalogoFila } from './catalogo-fila';

test('rows are numbered in the given order and active', () => {
  expect(crearCatalogo([['A', 'Uno'], ['B', 'Dos']])).toEqual([
    { codigo: 'A', etiqueta: 'Uno', orden: 1, activo: true },
    { codigo: 'B', etiqueta: 'Dos', orden: 2, activo: true },
  ]);
});

test('a row is found by its code', () => {
  const filas = crearCatalogo([['A', 'Uno'], ['B', 'Dos']]);
  expect(buscarFila(filas, 'B')?.etiqueta).toBe('Dos');
  expect(buscarFila(filas, 'C')).toBeUndefined();
});

test('only active rows are offered, by order', () => {
  const filas: CatalogoFila[] = [
    { codigo: 'C', etiqueta: 'Tres', orden: 3, activo: true },
    { codigo: 'A', etiqueta: 'Uno', orden: 1, activo: true },
    { codigo: 'B', etiqueta: 'Dos', orden: 2, activo: false },
  ];
  expect(filasActivas(filas).map((fila) => fila.codigo)).toEqual(['A', 'C']);
});
