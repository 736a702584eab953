import type { Registro } from '../../fields/campo';
import type { Modo } from '../../fields/registro-de';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_DIAGNOSTICO } from './etapa-diagnostico';

/**
 * A complete, valid diagnosis (patient of `expedienteDe`: diagnosed 15/01/2024, entity LMA): NPM1-mutated AML with a
 * normal karyotype and no FLT3-ITD, ELN 2022 favourable. Tests vary one thing at a time.
 */
export function diagnosticoValido(cambios: Registro = {}): Registro {
  return {
    peso_kg: 70,
    talla_cm: 175,
    ecog: '1',
    candidato_intensivo: 'SI',
    hcti_evaluado: 'SI',
    hcti_arritmia: false,
    hcti_cardiaca: false,
    hcti_eii: false,
    hcti_diabetes: true,
    hcti_cerebrovascular: false,
    hcti_psiquiatrica: false,
    hcti_hepatica_leve: false,
    hcti_obesidad: false,
    hcti_infeccion: false,
    hcti_reumatologica: false,
    hcti_ulcera_peptica: false,
    hcti_renal: false,
    hcti_pulmonar_moderada: false,
    hcti_tumor_solido_previo: false,
    hcti_valvulopatia: false,
    hcti_pulmonar_grave: false,
    hcti_hepatica_mod_grave: false,
    neoplasia_previa: ['NINGUNA'],
    terapia_citotoxica_previa: 'NO',
    predisposicion_germinal: 'NO',
    presentacion: ['INFECCION', 'ANEMIA_SINTOMATICA'],
    emd_diagnostico: 'NO',
    snc_estudiado: 'NO',
    leucocitos: 45.3,
    hemoglobina: 8.2,
    plaquetas: 34,
    neutrofilos: 2.1,
    blastos_sp_pct: 62,
    ldh: 850,
    ldh_lsn: 250,
    creatinina: 0.9,
    creatinina_unidad: 'MG_DL',
    bilirrubina: 0.6,
    albumina: 3.8,
    acido_urico: 6.5,
    fibrinogeno: 420,
    mo_realizada: 'SI',
    mo_fecha: '2024-01-15',
    mo_blastos_pct: 78,
    mo_aspirado_seco: false,
    mo_biopsia: 'NO',
    bastones_auer: 'NO',
    displasia_multilinaje: 'NO',
    fab: 'M4',
    cmf_realizada: 'SI',
    cmf_marcadores_pos: ['CD117', 'HLA_DR', 'CD13', 'CD33', 'CD64'],
    cmf_perfil: 'MONOCITICO',
    cmf_laip: 'SI',
    cg_resultado: 'NORMAL',
    cg_formula_iscn: '46,XY[20]',
    cg_n_metafases: 20,
    rtpcr_pml_rara: 'NEGATIVO',
    rtpcr_runx1_runx1t1: 'NEGATIVO',
    rtpcr_cbfb_myh11: 'NEGATIVO',
    rtpcr_kmt2a_mllt3: 'NO_REALIZADO',
    rtpcr_bcr_abl1: 'NO_REALIZADO',
    rtpcr_dek_nup214: 'NO_REALIZADO',
    kmt2a_ptd: 'NO_REALIZADO',
    npm1: 'MUTADO',
    npm1_tipo: 'A',
    npm1_ratio_diagnostico_pct: 450.5,
    flt3_itd: 'NEGATIVO',
    flt3_itd_metodo: 'ANALISIS_FRAGMENTOS',
    flt3_tkd: 'NEGATIVO',
    cebpa: 'NO_MUTADO',
    idh1: 'NO_MUTADO',
    idh2: 'NO_MUTADO',
    tp53: 'NO_MUTADO',
    asxl1: 'NO_MUTADO',
    bcor: 'NO_MUTADO',
    ezh2: 'NO_MUTADO',
    runx1: 'NO_MUTADO',
    sf3b1: 'NO_MUTADO',
    srsf2: 'NO_MUTADO',
    stag2: 'NO_MUTADO',
    u2af1: 'NO_MUTADO',
    zrsr2: 'NO_MUTADO',
    dnmt3a: 'MUTADO',
    tet2: 'NO_MUTADO',
    nras: 'NO_MUTADO',
    kras: 'NO_MUTADO',
    ptpn11: 'NO_MUTADO',
    wt1: 'NO_MUTADO',
    ddx41: 'NO_MUTADO',
    entidad_oms2022: 'LMA_NPM1',
    calificador_oms2022: ['NINGUNO'],
    entidad_icc2022: 'LMA_NPM1',
    calificador_icc2022: ['NINGUNO'],
    riesgo_molecular: 'FAVORABLE',
    riesgo_global: 'FAVORABLE',
    diagnostico_fish: [{ fish_sonda: 'FISH_KMT2A', fish_resultado: 'NEGATIVO' }],
    ...cambios,
  };
}

type Resultado = { readonly errores: Record<string, string>; readonly avisos: Record<string, string>; readonly data: Registro };

/** The diagnosis stage's validation of the valid record with `cambios`: errors, warnings and the normalised data. */
export function validarDiagnostico(
  cambios: Registro = {},
  modo: Modo = 'completo',
  contexto: ContextoEtapa = contextoDe(),
): Resultado {
  const resultado = validarEtapa(ETAPA_DIAGNOSTICO, diagnosticoValido(cambios), modo, contexto);
  return resultado.ok ? { errores: {}, avisos: resultado.avisos, data: resultado.data } : { errores: resultado.errores, avisos: {}, data: {} };
}
