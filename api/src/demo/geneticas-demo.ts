import type { Azar } from './azar-demo';
import type { Ponderado } from './distribuciones-demo';
import type { Fila } from './historia-demo';

/**
 * The genetics of one diagnosis: the form's cytogenetic and molecular answers and the WHO / ICC 2022 entities they
 * define. The ELN 2022 risk is never chosen here: the registry's own classifier computes it from these answers.
 */
export interface PerfilGenetico {
  registro: Fila;
  /** FISH rows of the diagnosis. */
  fish: Fila[];
  /** A target of MRD by qPCR (NPM1 or a fusion transcript), read by the stages' MRD blocks. */
  dianaEmr: 'NPM1' | 'RUNX1_RUNX1T1' | 'CBFB_MYH11' | 'PML_RARA' | null;
  flt3: boolean;
}

const GENES_MR = ['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'] as const;
/** Optional genes of the form; DDX41 (germline) is left unmutated, as a mutation asks for a germline work-up. */
const GENES_OPCIONALES = ['dnmt3a', 'tet2', 'nras', 'kras', 'ptpn11', 'wt1', 'ddx41'] as const;

/** Archetypes of adult AML, weighted so the computed ELN 2022 risk falls near 30 % / 30 % / 40 %. */
type Arquetipo =
  | 'NPM1'
  | 'T_8_21'
  | 'INV_16'
  | 'CEBPA_BZIP'
  | 'NPM1_FLT3'
  | 'FLT3_SOLO'
  | 'NORMAL'
  | 'T_9_11'
  | 'TRISOMIA_8'
  | 'COMPLEJO_TP53'
  | 'GENES_MR'
  | 'MONO_7'
  | 'INV_3'
  | 'T_6_9';

const PESOS_LMA: readonly Ponderado<Arquetipo>[] = [
  ['NPM1', 17],
  ['T_8_21', 6],
  ['INV_16', 4],
  ['CEBPA_BZIP', 3],
  ['NPM1_FLT3', 9],
  ['FLT3_SOLO', 7],
  ['NORMAL', 8],
  ['T_9_11', 2],
  ['TRISOMIA_8', 4],
  ['COMPLEJO_TP53', 12],
  ['GENES_MR', 16],
  ['MONO_7', 8],
  ['INV_3', 2],
  ['T_6_9', 2],
];

/** AML arising from MDS carries myelodysplasia-related lesions. */
const PESOS_SMD_LMA: readonly Ponderado<Arquetipo>[] = [
  ['GENES_MR', 55],
  ['MONO_7', 20],
  ['COMPLEJO_TP53', 20],
  ['TRISOMIA_8', 5],
];

function negativos(registro: Fila): Fila {
  return {
    cg_resultado: 'NORMAL',
    rtpcr_pml_rara: 'NEGATIVO',
    rtpcr_runx1_runx1t1: 'NEGATIVO',
    rtpcr_cbfb_myh11: 'NEGATIVO',
    rtpcr_kmt2a_mllt3: 'NO_REALIZADO',
    rtpcr_bcr_abl1: 'NO_REALIZADO',
    rtpcr_dek_nup214: 'NO_REALIZADO',
    kmt2a_ptd: 'NO_REALIZADO',
    npm1: 'NO_MUTADO',
    flt3_itd: 'NEGATIVO',
    flt3_itd_metodo: 'ANALISIS_FRAGMENTOS',
    flt3_tkd: 'NEGATIVO',
    cebpa: 'NO_MUTADO',
    idh1: 'NO_MUTADO',
    idh2: 'NO_MUTADO',
    tp53: 'NO_MUTADO',
    ...Object.fromEntries(GENES_MR.map((gen) => [gen, 'NO_MUTADO'])),
    ...registro,
  };
}

function anormal(formula: string, alteraciones: string[], recuentos: [anomalias: number, monosomias: number, trisomias: number, estructurales: number]): Fila {
  const [anomalias, monosomias, trisomias, estructurales] = recuentos;
  return {
    cg_resultado: 'ANORMAL',
    cg_formula_iscn: formula,
    cg_alteraciones: alteraciones,
    cg_n_anomalias: anomalias,
    cg_n_monosomias_autosomicas: monosomias,
    cg_n_trisomias_polisomias: trisomias,
    cg_n_estructurales: estructurales,
  };
}

function perfilArquetipo(arquetipo: Arquetipo, azar: Azar, sexo: string): PerfilGenetico {
  const xy = sexo === 'HOMBRE' ? 'XY' : 'XX';
  const metafases = azar.entero(20, 25);
  const normal = { cg_formula_iscn: `46,${xy}[${metafases}]` };
  const npm1 = { npm1: 'MUTADO', npm1_tipo: azar.ponderado([['A', 75], ['B', 10], ['D', 5], ['OTRO', 10]]), npm1_ratio_diagnostico_pct: azar.decimal(80, 900, 1) };
  const itd = { flt3_itd: 'POSITIVO' };
  const perfil = (registro: Fila, dianaEmr: PerfilGenetico['dianaEmr'] = null): PerfilGenetico => {
    const completo = negativos({ cg_n_metafases: metafases, ...registro });
    return { registro: completo, fish: [], dianaEmr, flt3: completo.flt3_itd === 'POSITIVO' || completo.flt3_tkd === 'POSITIVO' };
  };
  switch (arquetipo) {
    case 'NPM1':
      return perfil({ ...normal, ...npm1, dnmt3a: azar.si(0.5) ? 'MUTADO' : 'NO_MUTADO', flt3_tkd: azar.si(0.15) ? 'POSITIVO' : 'NEGATIVO', entidad_oms2022: 'LMA_NPM1', entidad_icc2022: 'LMA_NPM1' }, 'NPM1');
    case 'NPM1_FLT3':
      return perfil({ ...normal, ...npm1, ...itd, dnmt3a: 'MUTADO', entidad_oms2022: 'LMA_NPM1', entidad_icc2022: 'LMA_NPM1' }, 'NPM1');
    case 'T_8_21':
      return perfil(
        {
          ...anormal(`46,${xy},t(8;21)(q22;q22.1)[${metafases}]`, ['T_8_21'], [1, 0, 0, 1]),
          rtpcr_runx1_runx1t1: 'POSITIVO',
          kit: azar.si(0.2) ? 'MUTADO' : 'NO_MUTADO',
          entidad_oms2022: 'LMA_RUNX1_RUNX1T1',
          entidad_icc2022: 'LMA_T_8_21',
        },
        'RUNX1_RUNX1T1',
      );
    case 'INV_16':
      return perfil(
        {
          ...anormal(`46,${xy},inv(16)(p13.1q22)[${metafases}]`, ['INV_16'], [1, 0, 0, 1]),
          rtpcr_cbfb_myh11: 'POSITIVO',
          kit: azar.si(0.25) ? 'MUTADO' : 'NO_MUTADO',
          entidad_oms2022: 'LMA_CBFB_MYH11',
          entidad_icc2022: 'LMA_INV_16',
        },
        'CBFB_MYH11',
      );
    case 'CEBPA_BZIP':
      return perfil({ ...normal, cebpa: 'BZIP_INFRAME_MONOALELICO', entidad_oms2022: 'LMA_CEBPA', entidad_icc2022: 'LMA_CEBPA_BZIP' });
    case 'FLT3_SOLO':
      return perfil({ ...normal, ...itd, entidad_oms2022: 'LMA_CON_MADURACION', entidad_icc2022: 'LMA_NOS' });
    case 'NORMAL':
      return perfil({ ...normal, tet2: azar.si(0.3) ? 'MUTADO' : 'NO_MUTADO', entidad_oms2022: azar.elegir(['LMA_SIN_MADURACION', 'LMA_CON_MADURACION', 'LEUCEMIA_MIELOMONOCITICA']), entidad_icc2022: 'LMA_NOS' });
    case 'T_9_11':
      return perfil({
        ...anormal(`46,${xy},t(9;11)(p21.3;q23.3)[${metafases}]`, ['T_9_11'], [1, 0, 0, 1]),
        rtpcr_kmt2a_mllt3: 'POSITIVO',
        entidad_oms2022: 'LMA_KMT2A',
        entidad_icc2022: 'LMA_T_9_11',
      });
    case 'TRISOMIA_8':
      return perfil({ ...anormal(`47,${xy},+8[${metafases}]`, ['TRISOMIA_8'], [1, 0, 1, 0]), entidad_oms2022: 'LMA_CON_MADURACION', entidad_icc2022: 'LMA_NOS' });
    case 'COMPLEJO_TP53':
      return perfil({
        ...anormal(`44,${xy},del(5)(q13q33),-7,-17,+8[${metafases}]`, ['DEL_5Q', 'MONO_7', 'MONO_17', 'TRISOMIA_8'], [4, 2, 1, 1]),
        tp53: 'MUTADO',
        tp53_vaf_pct: azar.decimal(20, 85, 1),
        tp53_n_mutaciones: azar.entero(1, 2),
        entidad_oms2022: 'LMA_MR',
        entidad_icc2022: 'LMA_TP53',
      });
    case 'GENES_MR': {
      const genes = azar.si(0.4) ? ['asxl1', 'srsf2'] : [azar.elegir(GENES_MR)];
      return perfil({ ...normal, ...Object.fromEntries(genes.map((gen) => [gen, 'MUTADO'])), tet2: azar.si(0.4) ? 'MUTADO' : 'NO_MUTADO', entidad_oms2022: 'LMA_MR', entidad_icc2022: 'LMA_MR_GENES' });
    }
    case 'MONO_7':
      return perfil({ ...anormal(`45,${xy},-7[${metafases}]`, ['MONO_7'], [1, 1, 0, 0]), entidad_oms2022: 'LMA_MR', entidad_icc2022: 'LMA_MR_CITOGENETICA' });
    case 'INV_3':
      return perfil({ ...anormal(`46,${xy},inv(3)(q21.3q26.2)[${metafases}]`, ['INV_3'], [1, 0, 0, 1]), entidad_oms2022: 'LMA_MECOM', entidad_icc2022: 'LMA_INV_3' });
    case 'T_6_9':
      return perfil({
        ...anormal(`46,${xy},t(6;9)(p22.3;q34.1)[${metafases}]`, ['T_6_9'], [1, 0, 0, 1]),
        rtpcr_dek_nup214: 'POSITIVO',
        entidad_oms2022: 'LMA_DEK_NUP214',
        entidad_icc2022: 'LMA_T_6_9',
      });
  }
}

/** Acute promyelocytic leukaemia: t(15;17) with PML::RARA, outside ELN 2022. */
function perfilLpa(azar: Azar, sexo: string): PerfilGenetico {
  const xy = sexo === 'HOMBRE' ? 'XY' : 'XX';
  const metafases = azar.entero(20, 25);
  return {
    registro: negativos({
      ...anormal(`46,${xy},t(15;17)(q24.1;q21.2)[${metafases}]`, ['T_15_17'], [1, 0, 0, 1]),
      cg_n_metafases: metafases,
      rtpcr_pml_rara: 'POSITIVO',
      flt3_itd: azar.si(0.3) ? 'POSITIVO' : 'NEGATIVO',
      entidad_oms2022: 'LPA_PML_RARA',
      entidad_icc2022: 'APL_PML_RARA',
    }),
    fish: [],
    dianaEmr: 'PML_RARA',
    flt3: false,
  };
}

/** Genetics for a patient's broad entity; optional genes get a result in most centres. */
export function perfilGenetico(entidad: string, sexo: string, azar: Azar): PerfilGenetico {
  const base =
    entidad === 'LPA' ? perfilLpa(azar, sexo) : perfilArquetipo(azar.ponderado(entidad === 'SMD_LMA' ? PESOS_SMD_LMA : PESOS_LMA), azar, sexo);
  const opcionales = Object.fromEntries(
    GENES_OPCIONALES.filter((gen) => base.registro[gen] === undefined && azar.si(0.7)).map((gen) => [gen, gen !== 'ddx41' && azar.si(0.08) ? 'MUTADO' : 'NO_MUTADO']),
  );
  return { ...base, registro: { ...opcionales, ...base.registro } };
}
