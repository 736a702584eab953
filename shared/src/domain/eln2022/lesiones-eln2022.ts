import type { ALTERACION_CITOGENETICA } from '../catalogues/cariotipo';
import type { FISH_SONDA } from '../catalogues/fish-sonda';
import type { Registro } from '../fields/campo';
import { codigoDe, codigosDe, posNegDe, resultadoFish } from './lectura-diagnostico';
import { no, type Tri } from './tri-estado';

type CodigoAlteracion = (typeof ALTERACION_CITOGENETICA)[number]['codigo'];
type CodigoSonda = (typeof FISH_SONDA)[number]['codigo'];

/** Structural lesions of eln2022-risk.md §2.1. */
export type Lesion = 'T821' | 'INV16' | 'T911' | 'KMT2A_OTRO' | 'T69' | 'BCR' | 'T816' | 'MECOM' | 'M5' | 'M7' | 'M17';

type FuentesLesion = {
  /** How the library's ELN 2022 table names the lesion. */
  readonly nombre: string;
  readonly cariotipo: readonly CodigoAlteracion[];
  /** Probes whose POSITIVO makes the lesion present and whose NEGATIVO makes it absent. */
  readonly fish: readonly CodigoSonda[];
  /** Probes that can only exclude the lesion (FISH_KMT2A POSITIVO does not tell the partner: §2.2). */
  readonly fishSoloExcluye: readonly CodigoSonda[];
  readonly rtpcr: string | null;
};

function fuentes(nombre: string, cariotipo: readonly CodigoAlteracion[], fish: readonly CodigoSonda[], rtpcr: string | null = null): FuentesLesion {
  return { nombre, cariotipo, fish, fishSoloExcluye: [], rtpcr };
}

/** The table of eln2022-risk.md §2.1: where each lesion is seen. */
export const FUENTES_LESION: Readonly<Record<Lesion, FuentesLesion>> = {
  T821: fuentes('t(8;21)/RUNX1::RUNX1T1', ['T_8_21'], ['FISH_RUNX1_RUNX1T1'], 'rtpcr_runx1_runx1t1'),
  INV16: fuentes('inv(16)/t(16;16)/CBFB::MYH11', ['INV_16'], ['FISH_CBFB'], 'rtpcr_cbfb_myh11'),
  T911: { ...fuentes('t(9;11)/MLLT3::KMT2A', ['T_9_11'], [], 'rtpcr_kmt2a_mllt3'), fishSoloExcluye: ['FISH_KMT2A'] },
  KMT2A_OTRO: { ...fuentes('t(v;11q23.3)/KMT2A reordenado', ['T_V_11Q23'], []), fishSoloExcluye: ['FISH_KMT2A'] },
  T69: fuentes('t(6;9)/DEK::NUP214', ['T_6_9'], [], 'rtpcr_dek_nup214'),
  BCR: fuentes('t(9;22)/BCR::ABL1', ['T_9_22'], ['FISH_BCR_ABL1'], 'rtpcr_bcr_abl1'),
  T816: fuentes('t(8;16)/KAT6A::CREBBP', ['T_8_16'], []),
  MECOM: fuentes('inv(3)/t(3;3)/t(3q26.2;v)/MECOM', ['INV_3', 'T_3Q26_V'], ['FISH_MECOM']),
  M5: fuentes('−5/del(5q)', ['MONO_5', 'DEL_5Q'], ['FISH_DEL_5Q']),
  M7: fuentes('−7', ['MONO_7'], ['FISH_MONO_7']),
  // [interpretación] i(17q) implies 17p loss.
  M17: fuentes('−17/abn(17p)', ['MONO_17', 'ABN_17P', 'I_17Q'], ['FISH_DEL_17P']),
};

export type LesionesEln2022 = Readonly<Record<Lesion, Tri>> & {
  /** §2.2: KMT2A rearranged with unresolved partner, so KMT2A_OTRO = ¬T911 in every completion. */
  readonly kmt2aEnlazado: boolean;
};

/** KA of §2: a karyotype with analysable metaphases. */
export function cariotipoDisponible(diagnostico: Registro): boolean {
  const resultado = codigoDe(diagnostico, 'cg_resultado');
  return resultado === 'NORMAL' || resultado === 'ANORMAL';
}

/** §2.1: positive evidence wins (also over a normal karyotype); else absent if excluded; else unknown. */
function valorLesion(diagnostico: Registro, lesion: FuentesLesion, cariotipo: ReadonlySet<string>, disponible: boolean): Tri {
  const fish = lesion.fish.map((sonda) => resultadoFish(diagnostico, sonda));
  const rtpcr = lesion.rtpcr === null ? null : posNegDe(diagnostico, lesion.rtpcr);
  if (lesion.cariotipo.some((codigo) => cariotipo.has(codigo)) || fish.includes('POSITIVO') || rtpcr === true) return true;
  const excluyeFish = [...fish, ...lesion.fishSoloExcluye.map((sonda) => resultadoFish(diagnostico, sonda))].includes('NEGATIVO');
  return disponible || excluyeFish || rtpcr === false ? false : null;
}

export function lesionesEln2022(diagnostico: Registro): LesionesEln2022 {
  const cariotipo = codigosDe(diagnostico, 'cg_alteraciones');
  const disponible = cariotipoDisponible(diagnostico);
  const valores = Object.fromEntries(
    Object.entries(FUENTES_LESION).map(([lesion, fuente]) => [lesion, valorLesion(diagnostico, fuente, cariotipo, disponible)]),
  ) as Record<Lesion, Tri>;
  const kmt2aEnlazado =
    resultadoFish(diagnostico, 'FISH_KMT2A') === 'POSITIVO' && !cariotipo.has('T_9_11') && !cariotipo.has('T_V_11Q23');
  if (!kmt2aEnlazado) return { ...valores, kmt2aEnlazado };
  const t911 = posNegDe(diagnostico, 'rtpcr_kmt2a_mllt3');
  return { ...valores, T911: t911, KMT2A_OTRO: no(t911), kmt2aEnlazado };
}
