/** One patient's time to an event or to censoring, in days (an event on day 0 counts: primary refractoriness, §7). */
export interface Observacion {
  readonly t: number;
  readonly evento: boolean;
}

/** One distinct time of the curve, as R's `summary(survfit(…), censored = TRUE)` lists it. */
export interface PuntoCurva {
  t: number;
  n_riesgo: number;
  eventos: number;
  censurados: number;
  s: number;
  /** 95 % limits; null where R gives NA (the curve has reached 0). */
  li: number | null;
  ls: number | null;
}

/** qnorm(0.975), as R computes it. */
export const Z_95 = 1.959963984540054;

/** How many events and censorings fall on one time: the observations of a group, counted per distinct time. */
export interface RecuentoTiempo {
  readonly t: number;
  readonly eventos: number;
  readonly censurados: number;
}

/** The observations counted per distinct time, in time order. */
export function recuentosPorTiempo(observaciones: readonly Observacion[]): RecuentoTiempo[] {
  const porTiempo = new Map<number, { t: number; eventos: number; censurados: number }>();
  for (const { t, evento } of observaciones) {
    const recuento = porTiempo.get(t) ?? { t, eventos: 0, censurados: 0 };
    if (evento) recuento.eventos++;
    else recuento.censurados++;
    porTiempo.set(t, recuento);
  }
  return [...porTiempo.values()].sort((a, b) => a.t - b.t);
}

/**
 * Kaplan–Meier estimate with Greenwood's variance and R's default log-transformed 95 % limits (`conf.type = "log"`,
 * upper limit at most 1). Events at a time come before the censorings at that time: those censored at t are at risk at t.
 */
export function kaplanMeier(observaciones: readonly Observacion[]): PuntoCurva[] {
  return kaplanMeierDeRecuentos(recuentosPorTiempo(observaciones));
}

/** `kaplanMeier` from the counts per distinct time (in time order), as the database can group them. */
export function kaplanMeierDeRecuentos(recuentos: readonly RecuentoTiempo[]): PuntoCurva[] {
  const curva: PuntoCurva[] = [];
  let enRiesgo = recuentos.reduce((total, r) => total + r.eventos + r.censurados, 0);
  let s = 1;
  let varianzaLog = 0;
  for (const { t, eventos, censurados } of recuentos) {
    if (eventos > 0) {
      s *= 1 - eventos / enRiesgo;
      varianzaLog += enRiesgo === eventos ? Infinity : eventos / (enRiesgo * (enRiesgo - eventos));
    }
    const [li, ls] = limitesLog(s, varianzaLog);
    curva.push({ t, n_riesgo: enRiesgo, eventos, censurados, s, li, ls });
    enRiesgo -= eventos + censurados;
  }
  return curva;
}

function limitesLog(s: number, varianzaLog: number): [number | null, number | null] {
  if (s === 0 || !Number.isFinite(varianzaLog)) return [null, null];
  const margen = Z_95 * Math.sqrt(varianzaLog);
  return [Math.exp(Math.log(s) - margen), Math.min(1, Math.exp(Math.log(s) + margen))];
}

/** The curve's value at `t` (the last step at or before it); null beyond the last time observed, as R's `extend = FALSE`. */
export function estimacionEn(curva: readonly PuntoCurva[], t: number): Pick<PuntoCurva, 's' | 'li' | 'ls'> | null {
  const ultimo = curva.at(-1);
  if (ultimo === undefined || t > ultimo.t) return null;
  let punto: Pick<PuntoCurva, 's' | 'li' | 'ls'> = { s: 1, li: 1, ls: 1 };
  for (const paso of curva) {
    if (paso.t > t) break;
    punto = paso;
  }
  return { s: punto.s, li: punto.li, ls: punto.ls };
}

/** Tolerance of R's quantile.survfit (sqrt of the double's epsilon). */
const TOLERANCIA = Math.sqrt(Number.EPSILON);

/**
 * The time at which 1 − `valores` (a survival curve or one of its limits) reaches `p`, as R's `quantile.survfit`
 * (`findq`): where the curve sits exactly at p over an interval, the midpoint of that interval; null when it never
 * gets there. A null value (R's NA) is kept for de-duplication and skipped by the interpolation, as there.
 */
function cuantil(tiempos: readonly number[], valores: readonly (number | null)[], p: number): number | null {
  // The curve from (0, 0), its values kept at their first time only (R's `duplicated`), NA included.
  const xs: number[] = [0];
  const ys: (number | null)[] = [0];
  const vistos = new Set<number | null>([0]);
  let maximo = 0;
  for (let indice = 0; indice < tiempos.length; indice++) {
    const valor = valores[indice]!;
    const y = valor === null ? null : 1 - valor;
    if (y !== null && y > maximo) maximo = y;
    if (vistos.has(y)) continue;
    vistos.add(y);
    xs.push(tiempos[indice]!);
    ys.push(y);
  }
  if (maximo < p) return null;
  const ultimoTiempo = tiempos.length === 0 ? 0 : tiempos[tiempos.length - 1]!;
  let ultimoConValor = 0;
  for (const y of ys) if (y !== null) ultimoConValor = y;
  // approx(y ± tol, …, method = "constant", f = 1): the first point at or past p; none beyond the last.
  const primero = (desplazamiento: number): number | null => {
    if (p > ultimoConValor + desplazamiento) return null;
    for (let indice = 0; indice < ys.length; indice++) {
      const y = ys[indice];
      if (y !== null && y !== undefined && y + desplazamiento >= p) return xs[indice]!;
    }
    return null;
  };
  const x1 = primero(TOLERANCIA);
  const x2 = primero(-TOLERANCIA);
  const ultimo = ys[ys.length - 1]!;
  if (ultimo !== null && Math.abs(p - ultimo) < TOLERANCIA) return x1 === null ? null : (x1 + ultimoTiempo) / 2;
  return x1 === null || x2 === null ? null : (x1 + x2) / 2;
}

/** The median survival time and its 95 % limits (the times the lower and upper limits cross 0.5), as R prints them. */
export function medianaSupervivencia(curva: readonly PuntoCurva[]): { mediana: number | null; li: number | null; ls: number | null } {
  const tiempos = curva.map((punto) => punto.t);
  return {
    mediana: cuantil(tiempos, curva.map((punto) => punto.s), 0.5),
    li: cuantil(tiempos, curva.map((punto) => punto.li), 0.5),
    ls: cuantil(tiempos, curva.map((punto) => punto.ls), 0.5),
  };
}
