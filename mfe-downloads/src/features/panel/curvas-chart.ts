import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { enUnidad, type UnidadTiempo } from './formato-panel';

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

/**
 * The drawn groups (those with a curve) on one x axis: a line chart needs one x array, and a step curve holds its
 * value until its next time, so each group's S at every x is its last point at or before it (1 before the first),
 * and nothing after its last time.
 */
export function datosCurvas(grupos: readonly GrupoSupervivencia[], unidad: UnidadTiempo): DatosCurvas {
  const dibujados = grupos.filter((grupo): grupo is GrupoSupervivencia & { curva: NonNullable<GrupoSupervivencia['curva']> } => grupo.curva !== null);
  const dias = [...new Set([0, ...dibujados.flatMap((grupo) => grupo.curva.map((punto) => punto.t))])].sort((a, b) => a - b);
  const series = dibujados.map((grupo) => {
    const ultimo = grupo.curva.at(-1)?.t ?? 0;
    const serie = { grupo, s: [] as (number | null)[], li: [] as (number | null)[], banda: [] as (number | null)[], censurado: [] as boolean[] };
    let indice = -1;
    for (const t of dias) {
      while (indice + 1 < grupo.curva.length && grupo.curva[indice + 1]!.t <= t) indice += 1;
      const punto = indice === -1 ? null : grupo.curva[indice]!;
      const dentro = t <= ultimo;
      const s = punto?.s ?? 1;
      const li = punto === null ? 1 : (punto.li ?? s);
      const ls = punto === null ? 1 : (punto.ls ?? s);
      serie.s.push(dentro ? s : null);
      serie.li.push(dentro ? li : null);
      serie.banda.push(dentro ? ls - li : null);
      serie.censurado.push(punto !== null && punto.t === t && punto.censurados !== 0);
    }
    return serie;
  });
  return { x: dias.map((t) => enUnidad(t, unidad)), series };
}
