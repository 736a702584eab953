import type { RecuentoPanel, RespuestaIndicadores } from '@registro-lma/shared/domain';
import { proporcionWilson } from './proporcion-wilson-statistic';
import { INDICADORES_RESPUESTA, type RecuentoRespuesta } from './respuesta-queries';
import { esPequeno, recuentoVisible, type Pequenos } from './supervivencia-rules';
import type { Agrupacion } from './supervivencia-queries';

export type { RespuestaIndicadores };

/**
 * The response and early-death answer: per group (in the split's order), each indicator's count over its
 * denominator with Wilson's 95 % interval. Hidden small numbers (LECTURA) hide the proportion too, which would give
 * them away.
 */
export function respuestaIndicadores(agrupacion: Agrupacion, recuentos: readonly RecuentoRespuesta[], pequenos: Pequenos, calculadoEn: Date): RespuestaIndicadores {
  const oculto = (valor: number) => esPequeno(valor, pequenos);
  const recuento = (valor: number): RecuentoPanel => recuentoVisible(valor, pequenos);
  const posicion = (codigo: string) => {
    const indice = agrupacion.orden.findIndex((g) => g.codigo === codigo);
    return indice === -1 ? agrupacion.orden.length : indice;
  };
  const ordenados = [...recuentos].sort((a, b) => posicion(a.grupo) - posicion(b.grupo) || a.etiqueta.localeCompare(b.etiqueta, 'es'));
  return {
    grupo: agrupacion.codigo,
    grupos: ordenados.map((fila) => ({
      grupo: fila.grupo,
      etiqueta: fila.etiqueta,
      n: recuento(fila.pacientes),
      indicadores: INDICADORES_RESPUESTA.map(({ indicador, etiqueta }, i) => {
        const { evaluados, con } = fila.indicadores[i]!;
        const visible = !oculto(evaluados) && !oculto(con) ? proporcionWilson(con, evaluados) : null;
        return { indicador, etiqueta, n: recuento(evaluados), x: recuento(con), proporcion: visible?.proporcion ?? null, li: visible?.li ?? null, ls: visible?.ls ?? null };
      }),
    })),
    metodo_ic: 'wilson',
    calculado_en: calculadoEn.toISOString(),
  };
}
