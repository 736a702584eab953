import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Observacion, PuntoCurva } from './kaplan-meier-statistic';
import { TIEMPOS_ESTIMACION_DIAS } from './supervivencia-rules';

/** A named set of groups to compare with R. */
export interface CasoSupervivencia {
  nombre: string;
  grupos: Observacion[][];
}

/** What R's survival package says of one case, NA as null. */
export interface RespuestaR {
  curvas: { t: number; n: number; d: number; c: number; s: number; li: number | null; ls: number | null }[][];
  medianas: { mediana: number | null; li: number | null; ls: number | null }[];
  estimaciones: { t: number; s: number; li: number | null; ls: number | null }[][];
  logRank: { chi2: number; gl: number; p: number } | null;
}

/** The panel's own 1-, 2- and 5-year times, asked of R. */
export const TIEMPOS_ESTIMACION = TIEMPOS_ESTIMACION_DIAS;

const PROGRAMA = `
suppressMessages(library(survival))
d <- read.csv("casos.csv")
f <- function(x) ifelse(is.na(x), "NA", sprintf("%.17g", x))
for (caso in unique(d$caso)) {
  dc <- d[d$caso == caso, ]
  for (g in sort(unique(dc$grupo))) {
    dg <- dc[dc$grupo == g, ]
    ajuste <- survfit(Surv(t, evento) ~ 1, data = dg)
    s <- summary(ajuste, censored = TRUE)
    cat(paste("curva", caso, g, f(s$time), f(s$n.risk), f(s$n.event), f(s$n.censor), f(s$surv), f(s$lower), f(s$upper), sep = ";"), sep = "\\n")
    q <- quantile(ajuste, 0.5)
    cat(paste("mediana", caso, g, f(q$quantile), f(q$lower), f(q$upper), sep = ";"), sep = "\\n")
    tiempos <- c(${TIEMPOS_ESTIMACION.join(', ')})
    tiempos <- tiempos[tiempos <= max(dg$t)]
    e <- if (length(tiempos) > 0) summary(ajuste, times = tiempos, extend = FALSE) else list(time = c())
    if (length(e$time) > 0) cat(paste("estimacion", caso, g, f(e$time), f(e$surv), f(e$lower), f(e$upper), sep = ";"), sep = "\\n")
  }
  if (length(unique(dc$grupo)) > 1) {
    prueba <- survdiff(Surv(t, evento) ~ grupo, data = dc)
    gl <- sum(prueba$exp > 0) - 1
    if (gl > 0) cat(paste("logrank", caso, f(prueba$chisq), gl, f(pchisq(prueba$chisq, gl, lower.tail = FALSE)), sep = ";"), sep = "\\n")
  }
}
`;

const numero = (texto: string) => (texto === 'NA' ? null : Number(texto));

/** Runs R's survival package (Debian r-cran-survival) on every case at once. */
export function preguntarAR(casos: readonly CasoSupervivencia[]): RespuestaR[] {
  const carpeta = mkdtempSync(path.join(tmpdir(), 'registro-lma-r-'));
  try {
    const filas = casos.flatMap((caso, c) => caso.grupos.flatMap((grupo, g) => grupo.map((o) => `${c},${g},${o.t},${o.evento ? 1 : 0}`)));
    writeFileSync(path.join(carpeta, 'casos.csv'), ['caso,grupo,t,evento', ...filas].join('\n'));
    const salida = execFileSync('Rscript', ['-e', PROGRAMA], { cwd: carpeta, encoding: 'utf8' });
    const respuestas: RespuestaR[] = casos.map((caso) => ({
      curvas: caso.grupos.map(() => []),
      medianas: caso.grupos.map(() => ({ mediana: null, li: null, ls: null })),
      estimaciones: caso.grupos.map(() => []),
      logRank: null,
    }));
    for (const linea of salida.trim().split('\n')) {
      const [tipo, c, ...resto] = linea.split(';');
      const respuesta = respuestas[Number(c)]!;
      if (tipo === 'logrank') {
        respuesta.logRank = { chi2: Number(resto[0]), gl: Number(resto[1]), p: Number(resto[2]) };
        continue;
      }
      const g = Number(resto[0]);
      const v = resto.slice(1).map(numero);
      if (tipo === 'curva') respuesta.curvas[g]!.push({ t: v[0]!, n: v[1]!, d: v[2]!, c: v[3]!, s: v[4]!, li: v[5]!, ls: v[6]! });
      if (tipo === 'mediana') respuesta.medianas[g] = { mediana: v[0]!, li: v[1]!, ls: v[2]! };
      if (tipo === 'estimacion') respuesta.estimaciones[g]!.push({ t: v[0]!, s: v[1]!, li: v[2]!, ls: v[3]! });
    }
    return respuestas;
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/** Agreement asked of every estimate: 1e-9, relative above 1. */
export const TOLERANCIA_R = 1e-9;

/** `actual` as R gives it, to TOLERANCIA_R (NA as null). */
export function igualQueR(actual: number | null, esperado: number | null, donde: string): void {
  if (esperado === null || actual === null) return assert.equal(actual, esperado, donde);
  assert.ok(Math.abs(actual - esperado) <= TOLERANCIA_R * Math.max(1, Math.abs(esperado)), `${donde}: ${actual} frente a ${esperado} de R`);
}

/** One group's curve, median and estimates as the panel computes them (counts as the API may send them: "<5"). */
export interface GrupoCalculado {
  curva: readonly (Omit<PuntoCurva, 'n_riesgo' | 'eventos' | 'censurados'> & { n_riesgo: unknown; eventos: unknown; censurados: unknown })[];
  mediana: { mediana: number | null; li: number | null; ls: number | null };
  estimaciones: readonly { t: number; s: number; li: number | null; ls: number | null }[];
}

/** The group `g` of a case against R's answer, point by point; answers how many curve points it compared. */
export function compararConR(grupo: GrupoCalculado, r: RespuestaR, g: number, donde: string): number {
  assert.equal(grupo.curva.length, r.curvas[g]!.length, `${donde}: tiempos distintos`);
  grupo.curva.forEach((punto, i) => {
    const esperado = r.curvas[g]![i]!;
    assert.deepEqual([punto.t, punto.n_riesgo, punto.eventos, punto.censurados], [esperado.t, esperado.n, esperado.d, esperado.c], `${donde}, t = ${punto.t}`);
    igualQueR(punto.s, esperado.s, `${donde}, s(${punto.t})`);
    igualQueR(punto.li, esperado.li, `${donde}, li(${punto.t})`);
    igualQueR(punto.ls, esperado.ls, `${donde}, ls(${punto.t})`);
  });
  igualQueR(grupo.mediana.mediana, r.medianas[g]!.mediana, `${donde}: mediana`);
  igualQueR(grupo.mediana.li, r.medianas[g]!.li, `${donde}: límite inferior de la mediana`);
  igualQueR(grupo.mediana.ls, r.medianas[g]!.ls, `${donde}: límite superior de la mediana`);
  assert.deepEqual(
    grupo.estimaciones.map((e) => e.t),
    r.estimaciones[g]!.map((e) => e.t),
    `${donde}: estimaciones`,
  );
  grupo.estimaciones.forEach((estimacion, i) => {
    const esperada = r.estimaciones[g]![i]!;
    igualQueR(estimacion.s, esperada.s, `${donde}, s a ${estimacion.t} días`);
    igualQueR(estimacion.li, esperada.li, `${donde}, li a ${estimacion.t} días`);
    igualQueR(estimacion.ls, esperada.ls, `${donde}, ls a ${estimacion.t} días`);
  });
  return grupo.curva.length;
}
