import { describe, expect, it } from '@jest/globals';
import { expedienteDe } from '../expediente.fixture';
import { fechasRemision } from './fechas-remision';

describe('fechasRemision', () => {
  it('sin inducción ni rescates no hay remisiones', () => {
    expect(fechasRemision(expedienteDe())).toEqual([]);
  });

  it('cuenta RC, RCh y RCi de los ciclos de inducción, no MLFS ni RP', () => {
    const induccion = { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'MLFS', ind2_eval_fecha: '2024-03-25', ind2_eval_respuesta: 'RCI' };
    expect(fechasRemision(expedienteDe({ induccion }))).toEqual(['2024-03-25']);
    expect(fechasRemision(expedienteDe({ induccion: { ...induccion, ind1_eval_respuesta: 'RCH' } }))).toEqual(['2024-02-20', '2024-03-25']);
    expect(fechasRemision(expedienteDe({ induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'RP' } }))).toEqual([]);
  });

  it('una primera línea no intensiva aporta la fecha de la primera remisión de su mejor respuesta', () => {
    const induccion = { ind_mejor_respuesta: 'RC', ind_fecha_remision_ni: '2024-05-02', ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'RP' };
    expect(fechasRemision(expedienteDe({ induccion }))).toEqual(['2024-05-02']);
    expect(fechasRemision(expedienteDe({ induccion: { ...induccion, ind_mejor_respuesta: 'RP' } }))).toEqual([]);
  });

  it('añade la mejor respuesta de cada línea de rescate y ordena las fechas', () => {
    const expediente = expedienteDe({
      induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'RC' },
      rec_res: [
        { rr_linea: 2, rr_eval_fecha: '2025-06-01', rr_eval_respuesta: 'RC' },
        { rr_linea: 1, rr_eval_fecha: '2024-12-01', rr_eval_respuesta: 'RCH' },
      ],
    });
    expect(fechasRemision(expediente)).toEqual(['2024-02-20', '2024-12-01', '2025-06-01']);
  });

  it('una remisión sin fecha no cuenta', () => {
    expect(fechasRemision(expedienteDe({ rec_res: [{ rr_linea: 1, rr_eval_fecha: null, rr_eval_respuesta: 'RC' }] }))).toEqual([]);
  });
});
