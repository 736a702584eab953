import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { DIAGNOSTICO_INDUCCION } from '../induccion/induccion-valida.fixture';

/** The stored induction: one intensive course started 2024-01-20, complete remission on 2024-02-20. */
export const INDUCCION_EN_REMISION: Registro = {
  intencion_tratamiento: 'INTENSIVO',
  ind1_fecha_inicio: '2024-01-20',
  ind1_eval_fecha: '2024-02-20',
  ind1_eval_respuesta: 'RC',
  ind2_realizada: 'NO',
};

export function contextoConsolidacion(parcial: Parameters<typeof contextoDe>[0] = {}, registroId: number | null = null): ContextoEtapa {
  return contextoDe({ diagnostico: DIAGNOSTICO_INDUCCION, induccion: INDUCCION_EN_REMISION, ...parcial }, registroId);
}

/** Cycle 1: high-dose cytarabine from 2024-03-01, negative MRD by flow cytometry, still in remission. */
export function consolidacionValida(cambios: Registro = {}): Registro {
  return {
    cons_esquema: 'HIDAC',
    cons_ensayo: 'NINGUNO',
    cons_fecha_inicio: '2024-03-01',
    cons_fecha_fin: '2024-03-05',
    cons_dosis_citarabina_g_m2: 3,
    cons_emr_fecha: '2024-03-28',
    cons_emr_cmf_resultado: 'NEGATIVA',
    cons_emr_cmf_material: 'MO',
    cons_estado_tras_ciclo: 'MANTIENE_REMISION',
    ...cambios,
  };
}
