import { Z_95 } from './kaplan-meier-statistic';

/**
 * A proportion x/n with Wilson's 95 % score interval, without continuity correction: R's
 * `prop.test(x, n, correct = FALSE)$conf.int`. null for n = 0.
 */
export function proporcionWilson(x: number, n: number): { proporcion: number; li: number; ls: number } | null {
  if (n === 0) return null;
  const p = x / n;
  const z2 = Z_95 * Z_95;
  const centro = p + z2 / (2 * n);
  const margen = Z_95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  const denominador = 1 + z2 / n;
  return { proporcion: p, li: Math.max(0, (centro - margen) / denominador), ls: Math.min(1, (centro + margen) / denominador) };
}
