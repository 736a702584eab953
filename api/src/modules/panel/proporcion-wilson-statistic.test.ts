import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { proporcionWilson } from './proporcion-wilson-statistic';

test('el IC 95 % de Wilson coincide con prop.test(x, n, correct = FALSE) de R a 1e-9, de 0 de 1 a n de n', () => {
  const casos: [number, number][] = [
    [0, 1],
    [1, 1],
    [0, 7],
    [7, 7],
    [3, 10],
    [1, 45],
    [44, 45],
    [120, 600],
    [251, 400],
    [5000, 100000],
  ];
  const programa = `for (c in list(${casos.map(([x, n]) => `c(${x}, ${n})`).join(', ')})) { i <- prop.test(c[1], c[2], correct = FALSE)$conf.int; cat(sprintf("%.17g;%.17g", i[1], i[2]), sep = "\\n") }`;
  const salida = execFileSync('Rscript', ['-e', `suppressWarnings({${programa}})`], { encoding: 'utf8' }).trim().split('\n');
  assert.equal(salida.length, casos.length);
  casos.forEach(([x, n], i) => {
    const [li, ls] = salida[i]!.split(';').map(Number);
    const calculado = proporcionWilson(x, n)!;
    assert.ok(Math.abs(calculado.li - li!) <= 1e-9, `${x}/${n}: li ${calculado.li} frente a ${li} de R`);
    assert.ok(Math.abs(calculado.ls - ls!) <= 1e-9, `${x}/${n}: ls ${calculado.ls} frente a ${ls} de R`);
    assert.equal(calculado.proporcion, x / n);
  });
  assert.equal(proporcionWilson(0, 0), null);
});
