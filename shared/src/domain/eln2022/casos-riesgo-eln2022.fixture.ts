import type { CARIOTIPO, ALTERACION_CITOGENETICA } from '../catalogues/cariotipo';
import type { CEBPA } from '../catalogues/cebpa';
import type { FISH_SONDA } from '../catalogues/fish-sonda';
import type { IDH2_TIPO } from '../catalogues/idh';
import type { MUTACION, POSNEG_A, POSNEG_B } from '../catalogues/posneg';
import type { RIESGO_GLOBAL } from '../catalogues/riesgo';
import type { Registro } from '../fields/campo';
import type { CodigoAvisoEln2022 } from './avisos-eln2022';

type Codigo<T extends readonly { codigo: string }[]> = T[number]['codigo'];

type Mutacion = Codigo<typeof MUTACION>;
type PosNegB = Codigo<typeof POSNEG_B>;

/** The inputs a case may change, with their catalogue codes checked by the compiler. */
type Diferencias = Partial<{
  cg_resultado: Codigo<typeof CARIOTIPO>;
  cg_alteraciones: Codigo<typeof ALTERACION_CITOGENETICA>[];
  diagnostico_fish: { fish_sonda: Codigo<typeof FISH_SONDA>; fish_resultado: Codigo<typeof POSNEG_A> }[];
  npm1: Mutacion;
  flt3_itd: PosNegB;
  kmt2a_ptd: PosNegB;
  cebpa: Codigo<typeof CEBPA>;
  tp53: Mutacion;
  idh2: Codigo<typeof IDH2_TIPO>;
}> &
  Record<string, unknown>;

export const GENES_MR_FIXTURE = ['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'];

/** eln2022-risk.md §7 defaults: normal karyotype 46,XX[20], nothing positive, every gene studied and wild-type. */
export const DIAGNOSTICO_POR_DEFECTO: Registro = {
  entidad: 'LMA',
  cg_resultado: 'NORMAL',
  cg_formula_iscn: '46,XX[20]',
  cg_n_metafases: 20,
  cg_alteraciones: [],
  cg_n_anomalias: 0,
  cg_n_monosomias_autosomicas: 0,
  cg_n_trisomias_polisomias: 0,
  cg_n_estructurales: 0,
  diagnostico_fish: [],
  rtpcr_pml_rara: 'NO_REALIZADO',
  rtpcr_runx1_runx1t1: 'NO_REALIZADO',
  rtpcr_cbfb_myh11: 'NO_REALIZADO',
  rtpcr_kmt2a_mllt3: 'NO_REALIZADO',
  rtpcr_bcr_abl1: 'NO_REALIZADO',
  rtpcr_dek_nup214: 'NO_REALIZADO',
  kmt2a_ptd: 'NO_REALIZADO',
  npm1: 'NO_MUTADO',
  flt3_itd: 'NEGATIVO',
  cebpa: 'NO_MUTADO',
  tp53: 'NO_MUTADO',
  ...Object.fromEntries(GENES_MR_FIXTURE.map((gen) => [gen, 'NO_MUTADO'])),
};

/** The defaults with some values changed; raw values are allowed (the §7 cases go through `caso`, whose codes are checked). */
export function diagnosticoCon(diferencias: Registro): Registro {
  return { ...DIAGNOSTICO_POR_DEFECTO, ...diferencias };
}

/** An abnormal karyotype with its codes and counts n/mono/tri/estr. */
function anormal(iscn: string, alteraciones: Codigo<typeof ALTERACION_CITOGENETICA>[], recuentos: [number, number, number, number]): Diferencias {
  const [anomalias, monosomias, trisomias, estructurales] = recuentos;
  return {
    cg_resultado: 'ANORMAL',
    cg_formula_iscn: `${iscn}[20]`,
    cg_alteraciones: alteraciones,
    cg_n_anomalias: anomalias,
    cg_n_monosomias_autosomicas: monosomias,
    cg_n_trisomias_polisomias: trisomias,
    cg_n_estructurales: estructurales,
  };
}

/** No analysable karyotype: the fields that depend on it are hidden, hence empty. */
function sinCariotipo(resultado: 'FALLIDO' | 'NO_REALIZADO'): Diferencias {
  return {
    cg_resultado: resultado,
    cg_formula_iscn: null,
    cg_n_metafases: null,
    cg_alteraciones: [],
    cg_n_anomalias: null,
    cg_n_monosomias_autosomicas: null,
    cg_n_trisomias_polisomias: null,
    cg_n_estructurales: null,
  };
}

const genesMr = (valor: Mutacion): Diferencias => Object.fromEntries(GENES_MR_FIXTURE.map((gen) => [gen, valor]));

export type CasoRiesgo = {
  readonly numero: number;
  readonly diagnostico: Registro;
  readonly riesgo: Codigo<typeof RIESGO_GLOBAL>;
  readonly faltan: readonly string[];
  readonly avisos: readonly CodigoAvisoEln2022[];
};

const caso = (
  numero: number,
  diferencias: Diferencias,
  riesgo: CasoRiesgo['riesgo'],
  avisos: CodigoAvisoEln2022[] = [],
  faltan: string[] = [],
): CasoRiesgo => ({ numero, diagnostico: diagnosticoCon(diferencias), riesgo, faltan, avisos });

/** eln2022-risk.md §7.1: the 25 mandatory cases. */
export const CASOS_OBLIGATORIOS: readonly CasoRiesgo[] = [
  caso(1, { npm1: 'MUTADO' }, 'FAVORABLE'),
  caso(2, { npm1: 'MUTADO', flt3_itd: 'POSITIVO', flt3_itd_ratio: 0.8 }, 'INTERMEDIO', ['W04']),
  caso(3, { flt3_itd: 'POSITIVO', flt3_itd_ratio: 0.2 }, 'INTERMEDIO', ['W04']),
  caso(4, { npm1: 'MUTADO', ...anormal('45,XX,-7', ['MONO_7'], [1, 1, 0, 0]) }, 'ADVERSO'),
  caso(5, { npm1: 'MUTADO', asxl1: 'MUTADO' }, 'FAVORABLE', ['W07']),
  caso(6, { npm1: 'MUTADO', flt3_itd: 'POSITIVO', srsf2: 'MUTADO' }, 'ADVERSO', ['W08']),
  caso(7, { ...anormal('45,X,-Y,t(8;21)', ['T_8_21', 'PERDIDA_Y'], [2, 0, 0, 1]), flt3_itd: 'POSITIVO', kit: 'MUTADO' }, 'FAVORABLE'),
  caso(8, { ...anormal('47,XY,inv(16),+8,+22', ['INV_16', 'TRISOMIA_8', 'TRISOMIA_22'], [3, 0, 2, 1]), asxl1: 'MUTADO' }, 'FAVORABLE'),
  caso(9, { cebpa: 'BZIP_INFRAME_MONOALELICO' }, 'FAVORABLE'),
  caso(10, { cebpa: 'MUTADO_SIN_BZIP_INFRAME' }, 'INTERMEDIO'),
  caso(11, { cebpa: 'BIALELICO_BZIP_INFRAME', runx1: 'MUTADO' }, 'FAVORABLE'),
  caso(12, { flt3_itd: 'POSITIVO', runx1: 'MUTADO' }, 'ADVERSO'),
  caso(13, { ...anormal('46,XY,t(9;11)(p21.3;q23.3)', ['T_9_11'], [1, 0, 0, 1]), tp53: 'MUTADO', tp53_vaf_pct: 35 }, 'INTERMEDIO', ['W03']),
  caso(14, anormal('45,XY,t(9;11),-7', ['T_9_11', 'MONO_7'], [2, 1, 0, 1]), 'ADVERSO'),
  caso(15, { ...anormal('46,XX,t(6;9)(p23.3;q34.1)', ['T_6_9'], [1, 0, 0, 1]), flt3_itd: 'POSITIVO' }, 'ADVERSO'),
  caso(16, anormal('47,XX,+8,del(12)(p12),add(4)(q31)', ['TRISOMIA_8', 'DEL_12P', 'OTRA'], [3, 0, 1, 2]), 'ADVERSO'),
  caso(17, anormal('49,XY,+8,+13,+21', ['TRISOMIA_8', 'OTRA'], [3, 0, 3, 0]), 'INTERMEDIO'),
  caso(18, anormal('44,XX,-12,-18', ['OTRA'], [2, 2, 0, 0]), 'ADVERSO'),
  caso(19, anormal('45,XY,del(3)(p21),-13', ['MONO_13', 'OTRA'], [2, 1, 0, 1]), 'ADVERSO'),
  caso(20, { tp53: 'MUTADO', tp53_vaf_pct: 6 }, 'INTERMEDIO', ['W06']),
  caso(21, { tp53: 'MUTADO', tp53_vaf_pct: null }, 'NO_EVALUABLE', [], ['tp53_vaf_pct']),
  caso(
    22,
    {
      ...sinCariotipo('FALLIDO'),
      diagnostico_fish: [
        { fish_sonda: 'FISH_RUNX1_RUNX1T1', fish_resultado: 'NEGATIVO' },
        { fish_sonda: 'FISH_CBFB', fish_resultado: 'NEGATIVO' },
        { fish_sonda: 'FISH_KMT2A', fish_resultado: 'NEGATIVO' },
      ],
      npm1: 'MUTADO',
    },
    'NO_EVALUABLE',
    [],
    ['cg_resultado'],
  ),
  caso(23, genesMr('NO_REALIZADO'), 'NO_EVALUABLE', [], GENES_MR_FIXTURE),
  caso(
    24,
    {
      ...sinCariotipo('NO_REALIZADO'),
      diagnostico_fish: [
        { fish_sonda: 'FISH_MONO_7', fish_resultado: 'POSITIVO' },
        { fish_sonda: 'FISH_KMT2A', fish_resultado: 'NEGATIVO' },
        { fish_sonda: 'FISH_MECOM', fish_resultado: 'NEGATIVO' },
      ],
      rtpcr_runx1_runx1t1: 'NEGATIVO',
      rtpcr_cbfb_myh11: 'NEGATIVO',
    },
    'ADVERSO',
  ),
  caso(25, { ...anormal('46,XY,t(15;17)(q24.1;q21.2)', ['T_15_17'], [1, 0, 0, 1]), flt3_itd: 'POSITIVO' }, 'NO_APLICA'),
];

/** eln2022-risk.md §7.2: additional edge cases. */
export const CASOS_ADICIONALES: readonly CasoRiesgo[] = [
  caso(26, { kmt2a_ptd: 'POSITIVO' }, 'INTERMEDIO'),
  caso(27, { ...anormal('46,XY,t(8;21)', ['T_8_21'], [1, 0, 0, 1]), tp53: 'MUTADO', tp53_vaf_pct: 30 }, 'FAVORABLE', ['W01']),
  caso(28, { npm1: 'MUTADO', tp53: 'MUTADO', tp53_vaf_pct: 20 }, 'ADVERSO', ['W09']),
  caso(29, { npm1: 'MUTADO', ...genesMr('NO_REALIZADO') }, 'FAVORABLE'),
  caso(30, { npm1: 'MUTADO', rtpcr_bcr_abl1: 'POSITIVO' }, 'ADVERSO'),
  caso(
    31,
    {
      ...sinCariotipo('FALLIDO'),
      diagnostico_fish: [
        { fish_sonda: 'FISH_KMT2A', fish_resultado: 'POSITIVO' },
        { fish_sonda: 'FISH_RUNX1_RUNX1T1', fish_resultado: 'NEGATIVO' },
        { fish_sonda: 'FISH_CBFB', fish_resultado: 'NEGATIVO' },
      ],
      rtpcr_kmt2a_mllt3: 'NO_REALIZADO',
    },
    'NO_EVALUABLE',
    [],
    ['cg_resultado', 'rtpcr_kmt2a_mllt3'],
  ),
  caso(32, anormal('45,X,-Y,del(9q)', ['PERDIDA_Y', 'DEL_9Q'], [2, 0, 0, 1]), 'INTERMEDIO'),
  caso(33, { npm1: 'MUTADO', flt3_itd: 'PENDIENTE' }, 'NO_EVALUABLE', [], ['flt3_itd']),
  caso(34, { cebpa: 'BZIP_INFRAME_MONOALELICO', flt3_itd: 'POSITIVO' }, 'FAVORABLE', ['W02']),
  caso(35, anormal('46,XY,t(9;11),+8,del(20q)', ['T_9_11', 'TRISOMIA_8', 'DEL_20Q'], [3, 0, 1, 2]), 'INTERMEDIO'),
  caso(36, anormal('45,XY,t(9;11),-10', ['T_9_11', 'OTRA'], [2, 1, 0, 1]), 'ADVERSO'),
  caso(37, { idh2: 'R140', dnmt3a: 'MUTADO' }, 'INTERMEDIO'),
];

export function casoNumero(numero: number): CasoRiesgo {
  const encontrado = [...CASOS_OBLIGATORIOS, ...CASOS_ADICIONALES].find((otro) => otro.numero === numero);
  if (encontrado === undefined) throw new Error(`No existe el caso ${numero}`);
  return encontrado;
}
