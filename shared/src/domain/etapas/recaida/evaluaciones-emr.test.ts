import { describe, expect, it } from '@jest/globals';
import { expedienteDe } from '../expediente.fixture';
import { evaluacionesEmr } from './evaluaciones-emr';

describe('evaluacionesEmr', () => {
  it('reúne los bloques EMR fechados de todos los formularios con su estado', () => {
    const expediente = expedienteDe({
      induccion: { ind1_emr_fecha: '2024-02-20', ind1_emr_estado: 'POSITIVA', ind2_emr_fecha: null, ind_mr_emr_fecha: '2024-03-01', ind_mr_emr_estado: 'NEGATIVA' },
      consolidacion: [{ cons_emr_fecha: '2024-04-01', cons_emr_estado: 'POSITIVA_BAJA' }],
      trasplante: [{ tph_pre_emr_fecha: '2024-05-01', tph_pre_emr_estado: 'NEGATIVA' }],
      seguimiento: [{ seg_emr_fecha: '2024-07-01', seg_emr_estado: 'NO_EVALUADA' }, { seg_emr_fecha: null }],
      rec_res: [{ rr_emr_fecha: '2024-12-01', rr_emr_estado: 'NEGATIVA' }],
    });
    expect(evaluacionesEmr(expediente)).toEqual([
      { fecha: '2024-02-20', estado: 'POSITIVA' },
      { fecha: '2024-03-01', estado: 'NEGATIVA' },
      { fecha: '2024-04-01', estado: 'POSITIVA_BAJA' },
      { fecha: '2024-05-01', estado: 'NEGATIVA' },
      { fecha: '2024-07-01', estado: 'NO_EVALUADA' },
      { fecha: '2024-12-01', estado: 'NEGATIVA' },
    ]);
    expect(evaluacionesEmr(expedienteDe())).toEqual([]);
  });
});
