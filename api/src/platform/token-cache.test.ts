import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TokensVerificados } from './token-cache';

test('un token verificado se recuerda hasta su caducidad, no después', () => {
  const tokens = new TokensVerificados<string>(10);
  tokens.recordar('Bearer a', 'carga a', 1_000);
  assert.equal(tokens.leer('Bearer a', 999), 'carga a');
  assert.equal(tokens.leer('Bearer a', 1_000), null);
  assert.equal(tokens.leer('Bearer a', 500), null, 'lo caducado se olvida');
});

test('solo vale la cabecera exacta que se verificó', () => {
  const tokens = new TokensVerificados<string>(10);
  tokens.recordar('Bearer a', 'carga a', 1_000);
  assert.equal(tokens.leer('Bearer a ', 0), null);
  assert.equal(tokens.leer('bearer a', 0), null);
});

test('pasado el máximo se olvida el más antiguo', () => {
  const tokens = new TokensVerificados<number>(2);
  tokens.recordar('1', 1, 1_000);
  tokens.recordar('2', 2, 1_000);
  tokens.recordar('3', 3, 1_000);
  assert.deepEqual(['1', '2', '3'].map((cabecera) => tokens.leer(cabecera, 0)), [null, 2, 3]);
});
