import { CEBPA } from '../catalogues/cebpa';
import type { Registro } from '../fields/campo';
import { codigoDe, codigosDe, mutacionDe, numeroDe, posNegDe, resultadoFish } from './lectura-diagnostico';
import { cariotipoDisponible, lesionesEln2022 } from './lesiones-eln2022';
import { alMenos, igualA, no, o, y, type Tri } from './tri-estado';

/** The enumeration variables X of eln2022-risk.md §4.1, in that order (also the order of `riesgo_global_faltan`). */
export const VARIABLES_ELN2022 = [
  'CBF',
  'T911',
  'KMT2A_OTRO',
  'ADV_FUS_REST',
  'ADV_NUM',
  'CK_RAW',
  'MK_RAW',
  'TP53',
  'NPM1',
  'ITD',
  'CEBPA',
  'MR',
] as const;

export type VariableEln2022 = (typeof VARIABLES_ELN2022)[number];

/** The nine myelodysplasia-related gene fields (§2.3 MR). */
export const GENES_MR = ['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'] as const;

export type EntradasEln2022 = {
  /** Never unknown (§2.3). */
  readonly apl: boolean;
  readonly otraRecurrente: boolean;
  readonly valores: Readonly<Record<VariableEln2022, Tri>>;
  /** §2.2: KMT2A_OTRO = ¬T911 in every completion. */
  readonly kmt2aEnlazado: boolean;
};

function apl(diagnostico: Registro): boolean {
  return (
    codigosDe(diagnostico, 'cg_alteraciones').has('T_15_17') ||
    resultadoFish(diagnostico, 'FISH_PML_RARA') === 'POSITIVO' ||
    resultadoFish(diagnostico, 'FISH_RARA') === 'POSITIVO' ||
    codigoDe(diagnostico, 'rtpcr_pml_rara') === 'POSITIVO' ||
    codigoDe(diagnostico, 'entidad') === 'LPA' ||
    codigoDe(diagnostico, 'entidad_oms2022') === 'LPA_PML_RARA' ||
    ['APL_PML_RARA', 'APL_OTRO_RARA'].includes(codigoDe(diagnostico, 'entidad_icc2022') ?? '')
  );
}

function otraRecurrente(diagnostico: Registro): boolean {
  const cariotipo = codigosDe(diagnostico, 'cg_alteraciones');
  return (
    ['T_1_22', 'NUP98_R', 'OTRA_TRANSLOCACION_RECURRENTE'].some((codigo) => cariotipo.has(codigo)) ||
    resultadoFish(diagnostico, 'FISH_NUP98') === 'POSITIVO'
  );
}

type Recuentos = { anomalias: number | null; monosomias: number | null; trisomias: number | null; estructurales: number | null };

/** A normal karyotype has no clonal abnormality: its counts are hidden (cleared) in the form and are 0 by definition. */
function recuentos(diagnostico: Registro): Recuentos | null {
  if (!cariotipoDisponible(diagnostico)) return null;
  if (codigoDe(diagnostico, 'cg_resultado') === 'NORMAL') return { anomalias: 0, monosomias: 0, trisomias: 0, estructurales: 0 };
  return {
    anomalias: numeroDe(diagnostico, 'cg_n_anomalias'),
    monosomias: numeroDe(diagnostico, 'cg_n_monosomias_autosomicas'),
    trisomias: numeroDe(diagnostico, 'cg_n_trisomias_polisomias'),
    estructurales: numeroDe(diagnostico, 'cg_n_estructurales'),
  };
}

function ckRaw(cuentas: Recuentos | null): Tri {
  if (cuentas === null) return null;
  const hiperdiploide = y(igualA(cuentas.estructurales, 0), alMenos(cuentas.trisomias, 3));
  return y(alMenos(cuentas.anomalias, 3), no(hiperdiploide));
}

function mkRaw(cuentas: Recuentos | null): Tri {
  if (cuentas === null) return null;
  return o(alMenos(cuentas.monosomias, 2), y(alMenos(cuentas.monosomias, 1), alMenos(cuentas.estructurales, 1)));
}

/** TP53 counts with VAF ≥ 10 % (`tp53_vaf_pct` holds the highest VAF when there are several variants). */
function tp53(diagnostico: Registro): Tri {
  const estado = mutacionDe(diagnostico, 'tp53');
  if (estado !== true) return estado;
  return alMenos(numeroDe(diagnostico, 'tp53_vaf_pct'), 10);
}

function cebpa(diagnostico: Registro): Tri {
  const codigo = codigoDe(diagnostico, 'cebpa');
  return CEBPA.find((fila) => fila.codigo === codigo)?.eln_cebpa ?? null;
}

function mr(diagnostico: Registro): Tri {
  return o(...GENES_MR.map((gen) => mutacionDe(diagnostico, gen)));
}

/** §2: every input of the decision list, from the fields of `diagnostico` (and its FISH rows). */
export function entradasEln2022(diagnostico: Registro): EntradasEln2022 {
  const lesiones = lesionesEln2022(diagnostico);
  const cuentas = recuentos(diagnostico);
  return {
    apl: apl(diagnostico),
    otraRecurrente: otraRecurrente(diagnostico),
    kmt2aEnlazado: lesiones.kmt2aEnlazado,
    valores: {
      CBF: o(lesiones.T821, lesiones.INV16),
      T911: lesiones.T911,
      KMT2A_OTRO: lesiones.KMT2A_OTRO,
      ADV_FUS_REST: o(lesiones.T69, lesiones.BCR, lesiones.T816, lesiones.MECOM),
      ADV_NUM: o(lesiones.M5, lesiones.M7, lesiones.M17),
      CK_RAW: ckRaw(cuentas),
      MK_RAW: mkRaw(cuentas),
      TP53: tp53(diagnostico),
      NPM1: mutacionDe(diagnostico, 'npm1'),
      ITD: posNegDe(diagnostico, 'flt3_itd'),
      CEBPA: cebpa(diagnostico),
      MR: mr(diagnostico),
    },
  };
}
