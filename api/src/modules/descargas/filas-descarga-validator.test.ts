import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comprobarFilas, DescargaDescuadrada } from './filas-descarga-validator';

const sinRecuento = () => Promise.reject(new Error('no debía recontar'));

test('three counts that agree pass without counting again', async () => {
  await comprobarFilas([{ nombre: 'diagnostico', contadas: 49, leidas: 49, escritas: 49 }], sinRecuento);
});

test('a file shorter than its scope fails with a Spanish reason naming the file and both counts (the empty diagnosis file)', async () => {
  await assert.rejects(
    comprobarFilas([{ nombre: 'diagnostico', contadas: 49, leidas: 0, escritas: 0 }], async () => 49),
    (error: unknown) => error instanceof DescargaDescuadrada && /«diagnostico» salió con 0 filas y el alcance de la descarga tiene 49 filas/.test(error.message),
  );
});

test('rows written that differ from the rows read fail, whatever the scope says', async () => {
  await assert.rejects(
    comprobarFilas([{ nombre: 'muestra', contadas: 3, leidas: 3, escritas: 2 }], sinRecuento),
    (error: unknown) => error instanceof DescargaDescuadrada && /«muestra» tiene 2 filas escritas de 3 filas leídas/.test(error.message),
  );
});

test('a count moved by a record saved during the extract is taken again: it agrees with what was read, so it passes', async () => {
  const recontados: string[] = [];
  await comprobarFilas([{ nombre: 'seguimiento', contadas: 10, leidas: 11, escritas: 11 }], async (nombre) => {
    recontados.push(nombre);
    return 11;
  });
  assert.deepEqual(recontados, ['seguimiento']);
});
