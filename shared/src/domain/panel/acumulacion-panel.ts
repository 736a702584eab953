import { crearCatalogo } from '../catalogues/catalogo-fila';
import type { RecuentoPanel } from './resultados-panel';

/** The accrual series of the panel: what each one counts, and along which axis. */
export const SERIE_ACUMULACION = crearCatalogo([
  ['PACIENTES_MES', 'Pacientes registrados por mes y centro'],
  ['DIAGNOSTICOS_ANIO', 'Diagnósticos por año'],
  ['ESTADOS', 'Pacientes por estado'],
  ['MUESTRAS_MES', 'Muestras por mes de extracción y laboratorio'],
]);
export type SerieAcumulacion = (typeof SERIE_ACUMULACION)[number]['codigo'];

/**
 * One count of a series: `x` is the month (YYYY-MM), the year or the state's code; `grupo` the centre's id, the
 * laboratory's code or TODOS, with its label.
 */
export interface PuntoAcumulacion {
  x: string;
  grupo: string;
  etiqueta: string;
  n: RecuentoPanel;
}

/** The answer of `GET /panel/acumulacion` (the API's `acumulacionSchema`): every series, in SERIE_ACUMULACION's order. */
export interface RespuestaAcumulacion {
  series: { serie: SerieAcumulacion; etiqueta: string; puntos: PuntoAcumulacion[] }[];
  calculado_en: string;
}
