import { describe, expect, it } from '@jest/globals';
import { consolidacionValida, contextoConsolidacion } from './consolidacion-valida.fixture';
import { derivarConsolidacion, ETAPA_CONSOLIDACION } from './etapa-consolidacion';

const OTROS_CICLOS = [
  { consolidacion_id: 1, cons_fecha_inicio: '2024-03-01', cons_fecha_fin: '2024-03-05' },
  { consolidacion_id: 2, cons_fecha_inicio: '2024-04-10', cons_fecha_fin: null },
];

describe('derivar consolidación', () => {
  it('gives every computed value except the server-numbered cycle', () => {
    const calculados = ETAPA_CONSOLIDACION.calculados.map((campo) => campo.name).filter((nombre) => nombre !== 'cons_ciclo');
    expect(Object.keys(derivarConsolidacion(consolidacionValida(), contextoConsolidacion())).sort()).toEqual(calculados.sort());
  });

  it('a first cycle alone: one cycle, ending on its last administration', () => {
    expect(derivarConsolidacion(consolidacionValida(), contextoConsolidacion())).toEqual({
      cons_emr_estado: 'NEGATIVA',
      n_ciclos_consolidacion: 1,
      fecha_fin_consolidacion: '2024-03-05',
    });
  });

  it('a new third cycle: three cycles; the end is the latest of ends and starts (a start without end counts)', () => {
    const tercero = consolidacionValida({ cons_fecha_inicio: '2024-05-02', cons_fecha_fin: null });
    expect(derivarConsolidacion(tercero, contextoConsolidacion({ consolidacion: OTROS_CICLOS }))).toMatchObject({
      n_ciclos_consolidacion: 3,
      fecha_fin_consolidacion: '2024-05-02',
    });
  });

  it('editing a stored cycle replaces it instead of adding one', () => {
    const editado = consolidacionValida({ cons_fecha_inicio: '2024-04-10', cons_fecha_fin: '2024-04-14' });
    expect(derivarConsolidacion(editado, contextoConsolidacion({ consolidacion: OTROS_CICLOS }, 2))).toMatchObject({
      n_ciclos_consolidacion: 2,
      fecha_fin_consolidacion: '2024-04-14',
    });
  });

  it('without dates there is no end of consolidation', () => {
    expect(derivarConsolidacion({}, contextoConsolidacion())).toEqual({ cons_emr_estado: null, n_ciclos_consolidacion: 1, fecha_fin_consolidacion: null });
  });
});
