import { describe, expect, it } from '@jest/globals';
import { expedienteDe } from '../expediente.fixture';
import { fechasClinicas } from './fechas-clinicas';

describe('fechasClinicas', () => {
  it('sin más registros, solo el diagnóstico', () => {
    expect(fechasClinicas(expedienteDe())).toEqual([{ evento: 'diagnóstico', fecha: '2024-01-15' }]);
    expect(fechasClinicas(expedienteDe({ paciente: { fecha_diagnostico: null } }))).toEqual([]);
  });

  it('reúne las fechas de todos los formularios, ordenadas, con el número de la fila', () => {
    const expediente = expedienteDe({
      diagnostico: { mo_fecha: '2024-01-14' },
      induccion: { ind1_fecha_inicio: '2024-01-20', ind1_eval_fecha: '2024-02-20', ind2_fecha_inicio: null },
      consolidacion: [{ cons_ciclo: 1, cons_fecha_inicio: '2024-03-10', cons_emr_fecha: '2024-04-05' }],
      post_consolidacion: [{ pc_linea: 1, pc_fecha_inicio: '2024-05-01', pc_fecha_fin: '2024-06-01' }],
      trasplante: [{ tph_num: 1, tph_fecha: '2024-07-01', tph_eichc_fecha: '2024-11-01' }],
      seguimiento: [{ seg_fecha: '2024-12-01', seg_emr_fecha: '2024-11-28' }],
      recaida: [{ rec_num: 1, rec_fecha: '2025-01-10', rec_fecha_hematologica: '2025-02-01' }],
      rec_res: [{ rr_linea: 1, rr_fecha_inicio: '2025-01-20', rr_eval_fecha: '2025-02-25' }],
      muerte: { muerte_fecha: '2025-03-01' },
    });
    expect(fechasClinicas(expediente)).toEqual([
      { evento: 'aspirado de médula ósea al diagnóstico', fecha: '2024-01-14' },
      { evento: 'diagnóstico', fecha: '2024-01-15' },
      { evento: 'inicio del ciclo 1 de inducción', fecha: '2024-01-20' },
      { evento: 'evaluación de la respuesta tras el ciclo 1', fecha: '2024-02-20' },
      { evento: 'inicio del ciclo 1 de consolidación', fecha: '2024-03-10' },
      { evento: 'EMR tras el ciclo 1 de consolidación', fecha: '2024-04-05' },
      { evento: 'inicio de la línea 1 de mantenimiento', fecha: '2024-05-01' },
      { evento: 'fin de la línea 1 de mantenimiento', fecha: '2024-06-01' },
      { evento: 'trasplante 1', fecha: '2024-07-01' },
      { evento: 'EICH crónica del trasplante 1', fecha: '2024-11-01' },
      { evento: 'EMR de seguimiento', fecha: '2024-11-28' },
      { evento: 'contacto de seguimiento', fecha: '2024-12-01' },
      { evento: 'recaída 1', fecha: '2025-01-10' },
      { evento: 'inicio del rescate de línea 1', fecha: '2025-01-20' },
      { evento: 'progresión hematológica de la recaída 1', fecha: '2025-02-01' },
      { evento: 'evaluación de la respuesta al rescate de línea 1', fecha: '2025-02-25' },
    ]);
  });

  it('una fila aún sin número se nombra sin él', () => {
    const expediente = expedienteDe({ trasplante: [{ tph_fecha: '2024-07-01' }] });
    expect(fechasClinicas(expediente).at(-1)).toEqual({ evento: 'trasplante', fecha: '2024-07-01' });
  });
});
