import { recuentosPorTiempo, type Observacion, type RecuentoTiempo } from './kaplan-meier-statistic';

/**
 * The log-rank test across groups, as R's `survdiff` (rho = 0): observed against expected events per group and their
 * variance–covariance; groups expecting no event are left out, and the statistic is chi-square on (groups − 1) degrees
 * of freedom. null with fewer than two groups that expect events.
 */
export function logRank(grupos: readonly (readonly Observacion[])[]): { chi2: number; gl: number; p: number } | null {
  return logRankDeRecuentos(grupos.map(recuentosPorTiempo));
}

/** `logRank` from each group's counts per distinct time (each group in time order), as the database can group them. */
export function logRankDeRecuentos(grupos: readonly (readonly RecuentoTiempo[])[]): { chi2: number; gl: number; p: number } | null {
  const k = grupos.length;
  const observados = grupos.map((grupo) => grupo.reduce((total, r) => total + r.eventos, 0));
  const esperados = new Array<number>(k).fill(0);
  const varianza = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  // One pass in time order, merging the groups' own time-ordered counts: those still at risk are those not yet passed.
  const enRiesgo = grupos.map((grupo) => grupo.reduce((total, r) => total + r.eventos + r.censurados, 0));
  const siguiente = new Array<number>(k).fill(0);
  const eventos = new Array<number>(k).fill(0);
  const salen = new Array<number>(k).fill(0);
  for (;;) {
    let t = Infinity;
    for (let g = 0; g < k; g++) {
      const recuento = grupos[g]![siguiente[g]!];
      if (recuento !== undefined && recuento.t < t) t = recuento.t;
    }
    if (t === Infinity) break;
    let n = 0;
    let d = 0;
    for (let g = 0; g < k; g++) {
      const recuento = grupos[g]![siguiente[g]!];
      const aHora = recuento !== undefined && recuento.t === t;
      eventos[g] = aHora ? recuento.eventos : 0;
      salen[g] = aHora ? recuento.eventos + recuento.censurados : 0;
      if (aHora) siguiente[g]!++;
      n += enRiesgo[g]!;
      d += eventos[g]!;
    }
    if (d > 0) {
      for (let g = 0; g < k; g++) esperados[g]! += (d * enRiesgo[g]!) / n;
      if (n >= 2) {
        const factor = (d * (n - d)) / (n - 1);
        for (let g = 0; g < k; g++) {
          for (let h = 0; h < k; h++) varianza[g]![h]! += factor * (enRiesgo[g]! / n) * ((g === h ? 1 : 0) - enRiesgo[h]! / n);
        }
      }
    }
    for (let g = 0; g < k; g++) enRiesgo[g]! -= salen[g]!;
  }
  const incluidos = esperados.flatMap((e, g) => (e > 0 ? [g] : []));
  if (incluidos.length < 2) return null;
  const resto = incluidos.slice(1);
  const diferencia = resto.map((g) => observados[g]! - esperados[g]!);
  const solucion = resolver(
    resto.map((g) => resto.map((h) => varianza[g]![h]!)),
    diferencia,
  );
  const chi2 = solucion.reduce((suma, x, i) => suma + x * diferencia[i]!, 0);
  const gl = resto.length;
  return { chi2, gl, p: chiCuadradoCola(chi2, gl) };
}

/** A · x = b by Gaussian elimination with partial pivoting (A small, symmetric and positive definite here). */
function resolver(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((fila, i) => [...fila, b[i]!]);
  for (let columna = 0; columna < n; columna++) {
    let pivote = columna;
    for (let fila = columna + 1; fila < n; fila++) if (Math.abs(m[fila]![columna]!) > Math.abs(m[pivote]![columna]!)) pivote = fila;
    [m[columna], m[pivote]] = [m[pivote]!, m[columna]!];
    for (let fila = columna + 1; fila < n; fila++) {
      const factor = m[fila]![columna]! / m[columna]![columna]!;
      for (let j = columna; j <= n; j++) m[fila]![j]! -= factor * m[columna]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let fila = n - 1; fila >= 0; fila--) {
    let suma = m[fila]![n]!;
    for (let j = fila + 1; j < n; j++) suma -= m[fila]![j]! * x[j]!;
    x[fila] = suma / m[fila]![fila]!;
  }
  return x;
}

/** ln Γ(a) for a a positive multiple of ½ (degrees of freedom / 2): exact by recursion from Γ(1) = 1 and Γ(½) = √π. */
function lnGammaMedio(a: number): number {
  let valor = Number.isInteger(a) ? 0 : 0.5 * Math.log(Math.PI);
  for (let x = Number.isInteger(a) ? 1 : 0.5; x < a; x++) valor += Math.log(x);
  return valor;
}

const EPSILON = 1e-17;
const ITERACIONES = 10_000;

/** P(χ²(gl) > x), the regularised upper incomplete gamma Q(gl/2, x/2): series below a + 1, Lentz's continued fraction above. */
export function chiCuadradoCola(x: number, gl: number): number {
  if (x <= 0) return 1;
  const a = gl / 2;
  const z = x / 2;
  const prefactor = Math.exp(-z + a * Math.log(z) - lnGammaMedio(a));
  if (z < a + 1) {
    let termino = 1 / a;
    let suma = termino;
    for (let n = 1; n < ITERACIONES && Math.abs(termino) > Math.abs(suma) * EPSILON; n++) {
      termino *= z / (a + n);
      suma += termino;
    }
    return 1 - suma * prefactor;
  }
  const minimo = Number.MIN_VALUE / Number.EPSILON;
  let b = z + 1 - a;
  let c = 1 / minimo;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < ITERACIONES; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < minimo) d = minimo;
    c = b + an / c;
    if (Math.abs(c) < minimo) c = minimo;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return prefactor * h;
}
