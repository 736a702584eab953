import type { LineaCalidad } from '@registro-lma/shared/domain';

/** A line of the worklist as the API returns it: an overdue follow-up of patient 12. */
export function lineaDeApi(cambios: Partial<LineaCalidad> = {}): LineaCalidad {
  return {
    paciente_id: 12,
    upn: 'LMA-000123',
    hospital_id: 1,
    regla: 'SEGUIMIENTO_VENCIDO',
    formulario: 'seguimiento',
    registro_id: null,
    campo: null,
    item: null,
    desde: '2025-01-10',
    dias: 420,
    propuesta: null,
    corrige: ['CLINICO'],
    ...cambios,
  };
}
