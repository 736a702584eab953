import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { INDUCCION_EN_REMISION } from '../recaida/recaida-valida.fixture';

type Parcial = Parameters<typeof contextoDe>[0];

/** The patient of `expedienteDe` in first complete remission since 2024-02-20 (a new transplant unless `registroId`). */
export function contextoTrasplante(parcial: Parcial = {}, registroId: number | null = null): ContextoEtapa {
  return contextoDe({ induccion: INDUCCION_EN_REMISION, ...parcial }, registroId);
}

/** A complete allogeneic transplant from an unrelated donor in first remission on 2024-06-01. */
export function trasplanteValido(cambios: Registro = {}): Registro {
  return {
    tph_fecha: '2024-06-01',
    tph_tipo: 'ALOGENICO',
    tph_donante_tipo: 'DNE',
    tph_donante_sexo: 'MUJER',
    tph_donante_edad: 31,
    tph_hla: 'COMPATIBLE_10_10',
    tph_fuente: 'SP',
    tph_cd34_10e6_kg: 5.25,
    tph_acond_intensidad: 'MIELOABLATIVO',
    tph_acond_esquema: 'FLU_BU',
    tph_ict: 'NO',
    tph_atg: 'SI',
    tph_ptcy: 'NO',
    tph_profilaxis_eich: ['CICLOSPORINA', 'METOTREXATO', 'ATG'],
    tph_cmv: 'POS_NEG',
    tph_estado_pre: 'RC1',
    tph_respuesta_pre: 'RC',
    tph_pre_emr_fecha: '2024-05-20',
    tph_pre_emr_cmf_resultado: 'NEGATIVA',
    tph_pre_emr_cmf_lod_pct: 0.01,
    tph_pre_emr_cmf_material: 'MO',
    tph_pre_emr_npm1_resultado: 'NO_REALIZADA',
    tph_hcti: 2,
    tph_injerto_neutrofilos_fecha: '2024-06-18',
    tph_injerto_plaquetas_fecha: '2024-06-25',
    tph_fallo_injerto: 'NO',
    tph_eicha: 'SI',
    tph_eicha_grado_max: 'II',
    tph_eicha_fecha: '2024-07-01',
    tph_eicha_organos: ['PIEL'],
    tph_eichc: 'NO',
    tph_quimerismo_d100_pct: 100,
    tph_ensayo: 'NINGUNO',
    ...cambios,
  };
}
