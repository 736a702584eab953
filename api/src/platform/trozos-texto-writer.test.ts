import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CARACTERES_POR_TROZO, trozosDeTexto } from './trozos-texto-writer';

async function* lotes(...lista: string[][]) {
  yield* lista;
}

test('batches of parts become pieces of about CARACTERES_POR_TROZO characters, each part whole, the text unchanged', async () => {
  const fila = `${'x'.repeat(999)}\n`;
  const lote = Array.from({ length: 40 }, () => fila);
  const trozos: string[] = [];
  for await (const trozo of trozosDeTexto(lotes(['cabecera\n'], lote, [], lote, ['fin']))) trozos.push(trozo);
  assert.equal(trozos.join(''), ['cabecera\n', ...lote, ...lote, 'fin'].join(''));
  // 17 records of 1 000 characters reach 16 384: a batch of 40 is two pieces of 17 and one of 6.
  assert.deepEqual(
    trozos.map((trozo) => trozo.length),
    [9, 17_000, 17_000, 6_000, 17_000, 17_000, 6_000, 3],
  );
});

test('a part longer than a piece is handed on whole', async () => {
  const larga = 'y'.repeat(CARACTERES_POR_TROZO * 3);
  const trozos: string[] = [];
  for await (const trozo of trozosDeTexto(lotes(['a', larga, 'b']))) trozos.push(trozo);
  assert.deepEqual(trozos, [`a${larga}`, 'b']);
});
