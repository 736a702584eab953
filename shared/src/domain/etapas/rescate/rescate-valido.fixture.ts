import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { INDUCCION_EN_REMISION } from '../recaida/recaida-valida.fixture';

type Parcial = Parameters<typeof contextoDe>[0];

export const DIAGNOSTICO_SIN_DIANAS: Registro = {
  mo_blastos_pct: 60,
  emd_diagnostico: 'NO',
  npm1: 'NO_MUTADO',
  flt3_itd: 'NEGATIVO',
  flt3_tkd: 'NEGATIVO',
  idh1: 'NO_MUTADO',
  idh2: 'NO_MUTADO',
  cg_alteraciones: [],
};

/** First relapse (id 1) on 2024-09-01 with 40 % marrow blasts and FLT3-ITD acquired at relapse. */
export const PRIMERA_RECAIDA: Registro = {
  recaida_id: 1,
  rec_num: 1,
  rec_fecha: '2024-09-01',
  rec_tipo: 'HEMATOLOGICA',
  rec_mo_blastos_pct: 40,
  rec_flt3_itd: 'POSITIVO',
};

/**
 * The patient in remission from 2024-02-20, relapsed on 2024-09-01 and transplanted on 2024-12-15 (the context of a
 * new first rescue line).
 */
export function contextoRescate(parcial: Parcial = {}, registroId: number | null = null): ContextoEtapa {
  return contextoDe(
    {
      diagnostico: DIAGNOSTICO_SIN_DIANAS,
      induccion: INDUCCION_EN_REMISION,
      recaida: [PRIMERA_RECAIDA],
      trasplante: [{ trasplante_id: 1, tph_fecha: '2024-12-15', tph_tipo: 'ALOGENICO' }],
      ...parcial,
    },
    registroId,
  );
}

/** A complete first rescue line for the first relapse, in complete remission with negative MRD. */
export function rescateValido(cambios: Registro = {}): Registro {
  return {
    rr_indicacion: 'PRIMERA_RECAIDA',
    rr_recaida_id: 1,
    rr_esquema: 'FLAG_IDA',
    rr_ensayo: 'NINGUNO',
    rr_fecha_inicio: '2024-09-10',
    rr_n_ciclos: 2,
    rr_en_curso: 'NO',
    rr_fecha_fin: '2024-11-01',
    rr_motivo_fin: 'TPH',
    rr_eval_fecha: '2024-10-20',
    rr_eval_mo_realizada: 'SI',
    rr_eval_mo_blastos_pct: 2,
    rr_eval_mo_valorable: 'SI',
    rr_eval_sp_blastos: 'NO',
    rr_eval_emd: 'NO',
    rr_eval_neutrofilos: 1.5,
    rr_eval_plaquetas: 150,
    rr_eval_respuesta: 'RC',
    rr_emr_fecha: '2024-10-20',
    rr_emr_cmf_resultado: 'NEGATIVA',
    rr_emr_cmf_material: 'MO',
    rr_emr_npm1_resultado: 'NO_REALIZADA',
    rr_tph_posterior: 'SI',
    ...cambios,
  };
}
