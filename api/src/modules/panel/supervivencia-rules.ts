import {
  CELDA_PEQUENA,
  MINIMO_CELDA,
  MINIMO_CURVA,
  type DesenlacePanel,
  type GrupoSupervivencia,
  type RecuentoPanel,
  type RespuestaSupervivencia,
} from '@registro-lma/shared/domain';
import { estimacionEn, kaplanMeierDeRecuentos, medianaSupervivencia, type RecuentoTiempo } from './kaplan-meier-statistic';
import { logRankDeRecuentos } from './log-rank-statistic';
import type { Agrupacion, RecuentoAgrupado } from './supervivencia-queries';

/** 1, 2 and 5 years in days (Julian years, as R's users write `times = c(1, 2, 5) * 365.25`). */
export const TIEMPOS_ESTIMACION_DIAS = [365.25, 730.5, 1826.25] as const;

export type { GrupoSupervivencia, RespuestaSupervivencia };

/** Whether the answer hides small numbers (a user without `ver_recuentos_pequenos`). */
export type Pequenos = 'mostrar' | 'ocultar';

/** Whether a count of patients is one the user may not see (1 to 4, without `ver_recuentos_pequenos`). */
export const esPequeno = (valor: number, pequenos: Pequenos): boolean => pequenos === 'ocultar' && valor > 0 && valor < MINIMO_CELDA;

/** A count as the user may see it: «<5» for a small one. */
export const recuentoVisible = (valor: number, pequenos: Pequenos): RecuentoPanel => (esPequeno(valor, pequenos) ? CELDA_PEQUENA : valor);

function grupoDe(codigo: string, etiqueta: string, recuentos: readonly RecuentoTiempo[], pequenos: Pequenos): GrupoSupervivencia {
  const ocultar = pequenos === 'ocultar';
  const recuento = (valor: number): RecuentoPanel => recuentoVisible(valor, pequenos);
  const eventos = recuentos.reduce((total, r) => total + r.eventos, 0);
  const n = eventos + recuentos.reduce((total, r) => total + r.censurados, 0);
  if (ocultar && n < MINIMO_CURVA) {
    return { grupo: codigo, etiqueta, n: recuento(n), eventos: recuento(eventos), mediana_dias: null, mediana_li: null, mediana_ls: null, curva: null, estimaciones: null };
  }
  const curva = kaplanMeierDeRecuentos(recuentos);
  const mediana = medianaSupervivencia(curva);
  return {
    grupo: codigo,
    etiqueta,
    n: recuento(n),
    eventos: recuento(eventos),
    mediana_dias: mediana.mediana,
    mediana_li: mediana.li,
    mediana_ls: mediana.ls,
    curva: ocultar ? curva.map((punto) => ({ ...punto, n_riesgo: recuento(punto.n_riesgo), eventos: recuento(punto.eventos), censurados: recuento(punto.censurados) })) : curva,
    estimaciones: TIEMPOS_ESTIMACION_DIAS.flatMap((t) => {
      const estimacion = estimacionEn(curva, t);
      return estimacion === null ? [] : [{ t, ...estimacion }];
    }),
  };
}

/**
 * The panel's survival answer: one Kaplan–Meier curve per group present (in the split's order, then by label), and
 * the log-rank p across them (over every group, a hidden one included: the test is about the cohort, not a cell).
 */
export function respuestaSupervivencia(
  desenlace: DesenlacePanel,
  agrupacion: Agrupacion,
  recuentos: readonly RecuentoAgrupado[],
  pequenos: Pequenos,
  calculadoEn: Date,
): RespuestaSupervivencia {
  const porGrupo = new Map<string, { etiqueta: string; recuentos: RecuentoTiempo[] }>();
  for (const recuento of recuentos) {
    const entrada = porGrupo.get(recuento.grupo) ?? { etiqueta: recuento.etiqueta, recuentos: [] };
    entrada.recuentos.push(recuento);
    porGrupo.set(recuento.grupo, entrada);
  }
  const posicion = (codigo: string) => {
    const indice = agrupacion.orden.findIndex((g) => g.codigo === codigo);
    return indice === -1 ? agrupacion.orden.length : indice;
  };
  const grupos = [...porGrupo].sort(([a, x], [b, y]) => posicion(a) - posicion(b) || x.etiqueta.localeCompare(y.etiqueta, 'es'));
  const contraste = grupos.length > 1 ? logRankDeRecuentos(grupos.map(([, g]) => g.recuentos)) : null;
  return {
    desenlace,
    grupo: agrupacion.codigo,
    grupos: grupos.map(([codigo, g]) => grupoDe(codigo, g.etiqueta, g.recuentos, pequenos)),
    log_rank_p: contraste?.p ?? null,
    calculado_en: calculadoEn.toISOString(),
  };
}
