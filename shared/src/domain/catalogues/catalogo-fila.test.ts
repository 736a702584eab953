import { expect, test } from '@jest/globals';
import { buscarFila, crearCatalogo, crearCatalogoConColumnas, filasActivas, type CatalogoFila } from './catalogo-fila';

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

test('rows with columns carry them beside the common fields', () => {
  const filas = crearCatalogoConColumnas<{ readonly peso: number; readonly nota?: string }>()([
    ['A', 'Uno', { peso: 1, nota: 'primera' }],
    ['B', 'Dos', { peso: 2 }],
  ]);
  expect(filas).toEqual([
    { codigo: 'A', etiqueta: 'Uno', orden: 1, activo: true, peso: 1, nota: 'primera' },
    { codigo: 'B', etiqueta: 'Dos', orden: 2, activo: true, peso: 2 },
  ]);
  expect(filasActivas(filas).map((fila) => fila.codigo)).toEqual(['A', 'B']);
});
