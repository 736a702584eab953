import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import { derivarMuerte } from './derivar-muerte';
import { contextoMuerte } from './muerte-valida.fixture';

beforeEach(() => fijarReloj(() => new Date('2025-01-01T12:00:00Z')));
afterEach(restaurarReloj);

describe('derivarMuerte', () => {
  it('días desde el diagnóstico y la inducción; muerte precoz a 30 y 60 días', () => {
    // Diagnóstico 2024-01-15, inducción 2024-01-20, muerte 2024-03-10: 55 y 50 días.
    expect(derivarMuerte({ muerte_fecha: '2024-03-10' }, contextoMuerte())).toEqual({
      muerte_dias_desde_diagnostico: 55,
      muerte_dias_desde_induccion: 50,
      muerte_precoz_30d: false,
      muerte_precoz_60d: true,
      muerte_sin_recaida: true,
      muerte_fase_sugerida: 'EN_REMISION',
    });
    expect(derivarMuerte({ muerte_fecha: '2024-02-19' }, contextoMuerte())).toMatchObject({ muerte_precoz_30d: true, muerte_precoz_60d: true });
  });

  it('sin inducción no hay días desde la inducción ni muerte precoz; sin remisión no es muerte sin recaída', () => {
    expect(derivarMuerte({ muerte_fecha: '2024-03-10' }, contextoMuerte({ induccion: null }))).toEqual({
      muerte_dias_desde_diagnostico: 55,
      muerte_dias_desde_induccion: null,
      muerte_precoz_30d: null,
      muerte_precoz_60d: null,
      muerte_sin_recaida: false,
      muerte_fase_sugerida: 'INDUCCION',
    });
  });

  it('muerte sin recaída: tras una remisión y sin recaída antes de la muerte', () => {
    const conRecaida = contextoMuerte({ recaida: [{ rec_fecha: '2024-09-01' }] });
    expect(derivarMuerte({ muerte_fecha: '2024-10-01' }, conRecaida).muerte_sin_recaida).toBe(false);
    expect(derivarMuerte({ muerte_fecha: '2024-08-31' }, conRecaida).muerte_sin_recaida).toBe(true);
    expect(derivarMuerte({ muerte_fecha: '2024-02-19' }, contextoMuerte()).muerte_sin_recaida).toBe(false);
  });

  it('sin fecha de muerte todo es nulo salvo la ventana precoz ya cerrada', () => {
    expect(derivarMuerte({ muerte_fecha: null }, contextoMuerte())).toEqual({
      muerte_dias_desde_diagnostico: null,
      muerte_dias_desde_induccion: null,
      muerte_precoz_30d: false,
      muerte_precoz_60d: false,
      muerte_sin_recaida: null,
      muerte_fase_sugerida: null,
    });
  });
});
