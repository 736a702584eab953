import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fisherBilateral, log2OddsRatio, qBenjaminiHochberg } from './fisher-exacta-statistic';

const R = (programa: string) => execFileSync('Rscript', ['-e', programa], { encoding: 'utf8' }).trim().split('\n').map(Number);

test('la prueba exacta de Fisher bilateral coincide con fisher.test de R a 1e-9, con ceros, simetrías y tablas grandes', () => {
  const tablas: [number, number, number, number][] = [
    [3, 1, 1, 3],
    [0, 5, 5, 0],
    [10, 0, 0, 10],
    [2, 7, 8, 2],
    [0, 0, 4, 6],
    [1, 0, 0, 0],
    [12, 30, 25, 433],
    [45, 80, 60, 315],
    [200, 1800, 2100, 95900],
  ];
  const r = R(`for (t in list(${tablas.map((t) => `c(${t.join(', ')})`).join(', ')})) cat(sprintf("%.17g", fisher.test(matrix(t, 2, byrow = TRUE))$p.value), sep = "\\n")`);
  tablas.forEach((t, i) => {
    const p = fisherBilateral(...t);
    assert.ok(Math.abs(p - r[i]!) <= 1e-9, `${t.join(',')}: ${p} frente a ${r[i]} de R`);
  });
});

test('log2 OR con la corrección de Haldane y q de Benjamini–Hochberg como R', () => {
  assert.equal(log2OddsRatio(4, 2, 1, 8), Math.log2(16));
  assert.equal(log2OddsRatio(0, 5, 5, 0), Math.log2((0.5 * 0.5) / (5.5 * 5.5)));
  const p = [0.01, 0.04, 0.03, 0.5, 0.0001, 0.04];
  const q = R(`cat(sprintf("%.17g", p.adjust(c(${p.join(', ')}), method = "BH")), sep = "\\n")`);
  qBenjaminiHochberg(p).forEach((valor, i) => assert.ok(Math.abs(valor - q[i]!) <= 1e-12, `${valor} frente a ${q[i]}`));
});
