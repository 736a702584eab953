import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { casosSupervivencia } from './casos-supervivencia.fixture';
import { chiCuadradoCola, logRank } from './log-rank-statistic';
import { preguntarAR } from './supervivencia-r.fixture';

test('el log-rank entre grupos (χ², grados de libertad y p) coincide con survdiff de R a 1e-9', () => {
  const casos = casosSupervivencia().filter((caso) => caso.grupos.length > 1);
  const respuestas = preguntarAR(casos);
  casos.forEach((caso, c) => {
    const esperado = respuestas[c]!.logRank;
    const calculado = logRank(caso.grupos);
    assert.ok(esperado !== null && calculado !== null, caso.nombre);
    assert.equal(calculado.gl, esperado.gl, `${caso.nombre}: grados de libertad`);
    assert.ok(Math.abs(calculado.chi2 - esperado.chi2) <= 1e-9 * Math.max(1, esperado.chi2), `${caso.nombre}: χ² ${calculado.chi2} frente a ${esperado.chi2}`);
    assert.ok(Math.abs(calculado.p - esperado.p) <= 1e-9 * Math.max(esperado.p, 1e-300) || Math.abs(calculado.p - esperado.p) < 1e-15, `${caso.nombre}: p ${calculado.p} frente a ${esperado.p}`);
  });
});

test('la cola de la χ² da los valores de pchisq(lower.tail = FALSE) de R, de p = 1 a p ≈ 1e-200', () => {
  const valores = [0.001, 0.5, 1, 3.841458820694124, 7.5, 10, 25, 40, 120, 200, 900];
  const grados = [1, 2, 3, 4, 5, 7, 11];
  const salida = execFileSync('Rscript', ['-e', `x <- c(${valores.join(',')}); for (gl in c(${grados.join(',')})) cat(sprintf("%.17g", pchisq(x, gl, lower.tail = FALSE)), sep = "\\n")`], { encoding: 'utf8' });
  const esperados = salida.trim().split('\n').map(Number);
  assert.equal(esperados.length, valores.length * grados.length);
  grados.forEach((gl, g) =>
    valores.forEach((x, i) => {
      const p = esperados[g * valores.length + i]!;
      assert.ok(Math.abs(chiCuadradoCola(x, gl) - p) <= 1e-12 * p, `χ²(${gl}) > ${x}: ${chiCuadradoCola(x, gl)} frente a ${p} de R`);
    }),
  );
});

test('sin dos grupos que esperen eventos no hay contraste', () => {
  assert.equal(logRank([[{ t: 5, evento: true }]]), null);
  assert.equal(logRank([[{ t: 5, evento: false }], [{ t: 9, evento: false }]]), null);
});
