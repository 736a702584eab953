import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';

/** A diagnosis with 60 % marrow blasts, no EMD, NPM1 mutated, an aberrant phenotype and no targetable lesion. */
export const DIAGNOSTICO_INDUCCION: Registro = {
  candidato_intensivo: 'SI',
  mo_blastos_pct: 60,
  emd_diagnostico: 'NO',
  cmf_laip: 'SI',
  npm1: 'MUTADO',
  flt3_itd: 'NEGATIVO',
  flt3_tkd: 'NEGATIVO',
  idh1: 'NO_MUTADO',
  idh2: 'NO_MUTADO',
  cg_alteraciones: [],
};

export function contextoInduccion(parcial: Parameters<typeof contextoDe>[0] = {}): ContextoEtapa {
  return contextoDe({ diagnostico: DIAGNOSTICO_INDUCCION, ...parcial });
}

/** INTENSIVO: one course of 3+7 with complete remission (ELN fixture R-1) and negative MRD; no second course. */
export function induccionIntensivaValida(cambios: Registro = {}): Registro {
  return {
    intencion_tratamiento: 'INTENSIVO',
    hidroxiurea_previa: 'NO',
    ensayo_induccion: 'NINGUNO',
    ind1_esquema: 'IDA_ARAC_3_7',
    ind1_fecha_inicio: '2024-01-20',
    ind1_fecha_fin: '2024-01-26',
    ind1_eval_fecha: '2024-02-20',
    ind1_eval_mo_realizada: 'SI',
    ind1_eval_mo_blastos_pct: 2,
    ind1_eval_mo_valorable: 'SI',
    ind1_eval_sp_blastos: 'NO',
    ind1_eval_emd: 'NO',
    ind1_eval_neutrofilos: 1.5,
    ind1_eval_plaquetas: 150,
    ind1_eval_respuesta: 'RC',
    ind1_emr_fecha: '2024-02-20',
    ind1_emr_cmf_resultado: 'NEGATIVA',
    ind1_emr_cmf_material: 'MO',
    ind1_emr_npm1_resultado: 'NEGATIVA',
    ind1_emr_npm1_material: 'MO',
    ind1_rec_neutrofilos_fecha: '2024-02-15',
    ind1_rec_plaquetas_fecha: '2024-02-18',
    ind2_realizada: 'NO',
    ...cambios,
  };
}

/** The second course of a double induction, to add to the intensive record. */
export const SEGUNDO_CICLO: Registro = {
  ind2_realizada: 'SI',
  ind2_motivo: 'PROGRAMADO',
  ind2_esquema: 'DNR_ARAC_3_7',
  ind2_fecha_inicio: '2024-02-25',
  ind2_fecha_fin: '2024-03-01',
  ind2_eval_fecha: '2024-03-25',
  ind2_eval_mo_realizada: 'SI',
  ind2_eval_mo_blastos_pct: 1,
  ind2_eval_mo_valorable: 'SI',
  ind2_eval_sp_blastos: 'NO',
  ind2_eval_emd: 'NO',
  ind2_eval_neutrofilos: 2,
  ind2_eval_plaquetas: 200,
  ind2_eval_respuesta: 'RC',
};

/**
 * NO_INTENSIVO: azacitidine + venetoclax, CRh after cycle 1 (ANC 0.8, PLT 120), complete remission at cycle 3,
 * six cycles in all.
 */
export function induccionNoIntensivaValida(cambios: Registro = {}): Registro {
  return {
    intencion_tratamiento: 'NO_INTENSIVO',
    ensayo_induccion: 'NINGUNO',
    ind1_esquema: 'AZA_VEN',
    ind1_fecha_inicio: '2024-01-25',
    ind1_eval_fecha: '2024-02-22',
    ind1_eval_mo_realizada: 'SI',
    ind1_eval_mo_blastos_pct: 3,
    ind1_eval_mo_valorable: 'SI',
    ind1_eval_sp_blastos: 'NO',
    ind1_eval_emd: 'NO',
    ind1_eval_neutrofilos: 0.8,
    ind1_eval_plaquetas: 120,
    ind1_eval_respuesta: 'RCH',
    ind_n_ciclos: 6,
    ind_en_curso: 'NO',
    ind_fecha_ultimo_ciclo: '2024-06-20',
    ind_motivo_fin: 'COMPLETADO',
    ind_mejor_respuesta: 'RC',
    ind_fecha_mejor_respuesta: '2024-04-20',
    ind_fecha_remision_ni: '2024-02-22',
    ind_ciclo_mejor_respuesta: 3,
    ind_mr_emr_fecha: '2024-04-20',
    ind_mr_emr_cmf_resultado: 'NEGATIVA',
    ind_mr_emr_cmf_material: 'MO',
    ...cambios,
  };
}
