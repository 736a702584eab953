import { DATOS_ESENCIALES, PLAZOS_CALIDAD, type RespuestaCompletitud } from '@registro-lma/shared/domain';
import type { RecuentosCompletitud } from './completitud-queries';
import { esPequeno, recuentoVisible, type Pequenos } from './supervivencia-rules';

export type { RespuestaCompletitud };

/** x / n, or null when n is 0 or either count is hidden (a proportion would give a hidden count away). */
function proporcion(x: number, n: number, pequenos: Pequenos): number | null {
  return n === 0 || esPequeno(x, pequenos) || esPequeno(n, pequenos) ? null : x / n;
}

/** The completeness answer: per centre (by name) and per essential item (in the data dictionary's order). */
export function respuestaCompletitud({ centros, pendientes }: RecuentosCompletitud, pequenos: Pequenos, calculadoEn: Date): RespuestaCompletitud {
  const total = centros.reduce((suma, centro) => suma + centro.n, 0);
  return {
    n: recuentoVisible(total, pequenos),
    centros: centros.map((centro) => ({
      hospital_id: centro.hospital_id,
      etiqueta: centro.etiqueta,
      n: recuentoVisible(centro.n, pequenos),
      completos: recuentoVisible(centro.completos, pequenos),
      proporcion_completos: proporcion(centro.completos, centro.n, pequenos),
      vivos: recuentoVisible(centro.vivos, pequenos),
      al_dia: recuentoVisible(centro.al_dia, pequenos),
      proporcion_al_dia: proporcion(centro.al_dia, centro.vivos, pequenos),
    })),
    items: DATOS_ESENCIALES.map((fila) => {
      const faltan = pendientes.get(fila.codigo) ?? 0;
      return { item: fila.codigo, etiqueta: fila.etiqueta, pendientes: recuentoVisible(faltan, pequenos), proporcion_pendientes: proporcion(faltan, total, pequenos) };
    }),
    meses_seguimiento: PLAZOS_CALIDAD.seguimientoMeses,
    calculado_en: calculadoEn.toISOString(),
  };
}
