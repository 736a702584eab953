import { describe, expect, it } from '@jest/globals';
import { derivarRecaida } from './derivar-recaida';
import { ETAPA_RECAIDA } from './etapa-recaida';
import { contextoRecaida } from './recaida-valida.fixture';

describe('derivarRecaida', () => {
  it('primera recaída: la remisión previa es la primera remisión y se mide en meses', () => {
    // 2024-02-20 → 2024-09-01: 194 días = 6,37 meses.
    expect(derivarRecaida({ rec_fecha: '2024-09-01' }, contextoRecaida())).toEqual({
      rec_tras_tph: false,
      rec_meses_desde_remision: 6.4,
      rec_remision_previa_fecha: '2024-02-20',
    });
  });

  it('segunda recaída: cuenta desde la primera remisión posterior a la recaída anterior', () => {
    const contexto = contextoRecaida({
      recaida: [{ recaida_id: 1, rec_fecha: '2024-09-01' }],
      rec_res: [
        { rr_linea: 1, rr_eval_fecha: '2024-11-01', rr_eval_respuesta: 'RCI' },
        { rr_linea: 2, rr_eval_fecha: '2025-01-10', rr_eval_respuesta: 'RC' },
      ],
    });
    // 2024-11-01 → 2025-05-01: 181 días = 5,95 meses.
    expect(derivarRecaida({ rec_fecha: '2025-05-01' }, contexto)).toMatchObject({
      rec_meses_desde_remision: 5.9,
      rec_remision_previa_fecha: '2024-11-01',
    });
  });

  it('tras un trasplante alogénico anterior a la recaída (no autólogo ni posterior)', () => {
    const trasplantes = (tipo: string, fecha: string) => contextoRecaida({ trasplante: [{ tph_tipo: tipo, tph_fecha: fecha }] });
    expect(derivarRecaida({ rec_fecha: '2024-09-01' }, trasplantes('ALOGENICO', '2024-06-01')).rec_tras_tph).toBe(true);
    expect(derivarRecaida({ rec_fecha: '2024-09-01' }, trasplantes('AUTOLOGO', '2024-06-01')).rec_tras_tph).toBe(false);
    expect(derivarRecaida({ rec_fecha: '2024-09-01' }, trasplantes('ALOGENICO', '2024-09-01')).rec_tras_tph).toBe(false);
  });

  it('sin fecha o sin remisión previa no hay valores', () => {
    expect(derivarRecaida({ rec_fecha: null }, contextoRecaida())).toEqual({
      rec_tras_tph: null,
      rec_meses_desde_remision: null,
      rec_remision_previa_fecha: null,
    });
    expect(derivarRecaida({ rec_fecha: '2024-02-01' }, contextoRecaida())).toEqual({
      rec_tras_tph: false,
      rec_meses_desde_remision: null,
      rec_remision_previa_fecha: null,
    });
  });

  it('ETAPA_RECAIDA.derivar devuelve todos los calculados menos el número', () => {
    expect(Object.keys(ETAPA_RECAIDA.derivar({ rec_fecha: '2024-09-01' }, contextoRecaida())).sort()).toEqual(
      ETAPA_RECAIDA.calculados.map((campo) => campo.name).filter((nombre) => nombre !== 'rec_num').sort(),
    );
  });
});
