import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medir, percentil, textosDeBusqueda } from './medidas-carga';

test('percentiles by nearest rank, throughput over the run', () => {
  const tiempos = Array.from({ length: 100 }, (_, indice) => 100 - indice);
  assert.equal(percentil([], 0.5), Number.NaN);
  assert.equal(percentil([7], 0.99), 7);
  assert.deepEqual(medir(tiempos, 4, 2), { peticiones: 100, porSegundo: 25, p50: 50, p95: 95, p99: 99, fallidas: 2 });
});

test('search texts are what a user types: number prefixes, UPN prefixes in either case, 3–6 digit fragments', () => {
  let semilla = 0;
  const azar = () => ((semilla = (semilla * 9301 + 49297) % 233280) / 233280);
  const textos = textosDeBusqueda(300, 100_000, azar);
  assert.ok(textos.some((texto) => /^\d$/.test(texto)) && textos.some((texto) => /^\d{4}$/.test(texto)));
  assert.ok(textos.some((texto) => texto.startsWith('LMA-0')) && textos.some((texto) => texto.startsWith('lma-0')));
  for (const texto of textos) assert.match(texto, /^(\d{1,6}|(LMA|lma)-\d{1,6})$/);
});
