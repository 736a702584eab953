import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { enUnidad, type UnidadTiempo } from './panel-format';

/** A group's curve on the chart's common x values: S, the band's lower limit and its height, and the censored times. */
export interface SerieCurva {
  readonly grupo: GrupoSupervivencia;
  readonly s: (number | null)[];
  readonly li: (number | null)[];
  readonly banda: (number | null)[];
  readonly censurado: boolean[];
}

export interface DatosCurvas {
  /** Every distinct time of any drawn curve, in the chosen unit, from 0. */
  readonly x: number[];
  readonly series: SerieCurva[];
}

/** At most about this many x values, one per pixel column of the chart: more only slows the drawing. */
export const COLUMNAS_CURVA = 800;

/**
 * The drawn groups (those with a curve) on one x axis: a line chart needs one x array, and a step curve holds its
 * value until its next time, so each group's S at every x is its last point at or before it (1 before the first),
 * and nothing after its last time. Of the times that fall in one pixel column only the column's last is drawn (with a
 * censoring mark if any of them censored), besides 0 and each curve's last time: a step inside a column is drawn at
 * its end, less than a pixel away. The tables and the CSV keep every time.
 */
export function datosCurvas(grupos: readonly GrupoSupervivencia[], unidad: UnidadTiempo): DatosCurvas {
  const dibujados = grupos.filter((grupo): grupo is GrupoSupervivencia & { curva: NonNullable<GrupoSupervivencia['curva']> } => grupo.curva !== null);
  const todos = [...new Set([0, ...dibujados.flatMap((grupo) => grupo.curva.map((punto) => punto.t))])].sort((a, b) => a - b);
  const columna = (todos.at(-1) ?? 0) / COLUMNAS_CURVA;
  const finales = new Set(dibujados.map((grupo) => grupo.curva.at(-1)?.t));
  const dias = todos.filter((t, i) => {
    const siguiente = todos[i + 1];
    return t === 0 || finales.has(t) || siguiente === undefined || Math.floor(siguiente / columna) !== Math.floor(t / columna);
  });
  const series = dibujados.map((grupo) => {
    const ultimo = grupo.curva.at(-1)?.t ?? 0;
    const serie = { grupo, s: [] as (number | null)[], li: [] as (number | null)[], banda: [] as (number | null)[], censurado: [] as boolean[] };
    let indice = -1;
    for (const t of dias) {
      let censurado = false;
      while (indice + 1 < grupo.curva.length && grupo.curva[indice + 1]!.t <= t) {
        indice += 1;
        censurado ||= grupo.curva[indice]!.censurados !== 0;
      }
      const punto = indice === -1 ? null : grupo.curva[indice]!;
      const dentro = t <= ultimo;
      const s = punto?.s ?? 1;
      const li = punto === null ? 1 : (punto.li ?? s);
      const ls = punto === null ? 1 : (punto.ls ?? s);
      serie.s.push(dentro ? s : null);
      serie.li.push(dentro ? li : null);
      serie.banda.push(dentro ? ls - li : null);
      serie.censurado.push(censurado);
    }
    return serie;
  });
  return { x: dias.map((t) => enUnidad(t, unidad)), series };
}
