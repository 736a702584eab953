import { ESTADO_PACIENTE, type PuntoAcumulacion, type RespuestaAcumulacion } from '@registro-lma/shared/domain';

/** A series as a chart draws it: the axis' values in order, and one row of counts per group («<5» is not drawn: null). */
export interface SerieDibujable {
  readonly xs: readonly string[];
  readonly etiquetasX: readonly string[];
  readonly grupos: readonly { grupo: string; etiqueta: string; data: (number | null)[] }[];
}

const ETIQUETA_ESTADO = new Map<string, string>(ESTADO_PACIENTE.map((fila) => [fila.codigo, fila.etiqueta]));

/** The axis value's label: a state's name, else the value itself (a month, a year). */
export const etiquetaX = (x: string): string => ETIQUETA_ESTADO.get(x) ?? x;

/** The counts of a series by axis value (in the API's order) and group; a value a group lacks is 0. */
export function serieDibujable(puntos: readonly PuntoAcumulacion[]): SerieDibujable {
  const xs = [...new Set(puntos.map((punto) => punto.x))];
  const etiquetas = new Map(puntos.map((punto) => [punto.grupo, punto.etiqueta]));
  const grupos = [...etiquetas].map(([grupo, etiqueta]) => {
    const data = xs.map((): number | null => 0);
    for (const punto of puntos) if (punto.grupo === grupo) data[xs.indexOf(punto.x)] = typeof punto.n === 'number' ? punto.n : null;
    return { grupo, etiqueta, data };
  });
  return { xs, etiquetasX: xs.map(etiquetaX), grupos };
}

/** Every count of every series, as the API gives it («<5» kept as text). */
export const CABECERA_ACUMULACION = ['serie', 'x', 'etiqueta_x', 'grupo', 'etiqueta', 'n'] as const;

export function filasAcumulacion(respuesta: RespuestaAcumulacion, serie?: string): string[][] {
  return respuesta.series
    .filter((s) => serie === undefined || s.serie === serie)
    .flatMap((s) => s.puntos.map((punto) => [s.serie, punto.x, etiquetaX(punto.x), punto.grupo, punto.etiqueta, String(punto.n)]));
}
