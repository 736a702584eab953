/** log(k!) for k = 0..n, by summing logs (exact enough for 2×2 tables of any registry: relative error ~1e-15 per term). */
function logFactoriales(n: number): Float64Array {
  const tabla = new Float64Array(n + 1);
  for (let k = 2; k <= n; k += 1) tabla[k] = tabla[k - 1]! + Math.log(k);
  return tabla;
}

/**
 * Fisher's exact test on the 2×2 table [[a, b], [c, d]], two-sided as R's `fisher.test(...)$p.value`: the sum of the
 * hypergeometric probabilities (margins fixed) of every table no more probable than the observed one, with R's
 * relative tolerance 1 + 1e-7 for ties.
 */
export function fisherBilateral(a: number, b: number, c: number, d: number): number {
  const fila = a + b;
  const columna = a + c;
  const n = a + b + c + d;
  const lf = logFactoriales(n);
  const logP = (x: number) => lf[fila]! + lf[n - fila]! + lf[columna]! + lf[n - columna]! - lf[n]! - lf[x]! - lf[fila - x]! - lf[columna - x]! - lf[n - fila - columna + x]!;
  const observada = logP(a);
  let p = 0;
  for (let x = Math.max(0, fila + columna - n); x <= Math.min(fila, columna); x += 1) {
    const lp = logP(x);
    if (lp <= observada + Math.log1p(1e-7)) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/** log2 of the table's odds ratio (a·d)/(b·c), with Haldane–Anscombe's 0.5 added to every cell when one is 0. */
export function log2OddsRatio(a: number, b: number, c: number, d: number): number {
  const k = a === 0 || b === 0 || c === 0 || d === 0 ? 0.5 : 0;
  return Math.log2(((a + k) * (d + k)) / ((b + k) * (c + k)));
}

/** Benjamini–Hochberg q-values of `p`, in its order: R's `p.adjust(p, method = "BH")`. */
export function qBenjaminiHochberg(p: readonly number[]): number[] {
  const m = p.length;
  const orden = p.map((valor, i) => ({ valor, i })).sort((x, y) => y.valor - x.valor);
  const q = new Array<number>(m);
  let minimo = 1;
  orden.forEach(({ valor, i }, k) => {
    minimo = Math.min(minimo, (valor * m) / (m - k));
    q[i] = minimo;
  });
  return q;
}
