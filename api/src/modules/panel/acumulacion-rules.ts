import { SERIE_ACUMULACION, type RespuestaAcumulacion, type SerieAcumulacion } from '@registro-lma/shared/domain';
import type { RecuentoAcumulacion } from './acumulacion-queries';
import { recuentoVisible, type Pequenos } from './supervivencia-rules';

export type { RespuestaAcumulacion };

/** The accrual answer: every series in its catalogue's order, a count of 1 to 4 hidden as «<5» for LECTURA. */
export function respuestaAcumulacion(series: Readonly<Record<SerieAcumulacion, readonly RecuentoAcumulacion[]>>, pequenos: Pequenos, calculadoEn: Date): RespuestaAcumulacion {
  return {
    series: SERIE_ACUMULACION.map(({ codigo, etiqueta }) => ({
      serie: codigo,
      etiqueta,
      puntos: series[codigo].map((punto) => ({ ...punto, n: recuentoVisible(punto.n, pequenos) })),
    })),
    calculado_en: calculadoEn.toISOString(),
  };
}
