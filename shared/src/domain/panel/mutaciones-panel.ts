import type { RecuentoPanel } from './resultados-panel';

/** One gene of `GET /panel/mutaciones`: patients with a counted variant in it, of those whose NGS panel studied it. */
export interface GenMutaciones {
  gen: string;
  mutados: RecuentoPanel;
  estudiados: RecuentoPanel;
  frecuencia: number | null;
  /** The counted variants' VAF (%) as R's `quantile` (type 7) gives it; null without variants or when hidden. */
  vaf: { n: number; minimo: number; q1: number; mediana: number; q3: number; maximo: number } | null;
}

/** A pair of the most frequent genes among the patients that studied both: co-occurrence or mutual exclusivity. */
export interface ParMutaciones {
  gen_a: string;
  gen_b: string;
  ambos: RecuentoPanel;
  solo_a: RecuentoPanel;
  solo_b: RecuentoPanel;
  ninguno: RecuentoPanel;
  log2_or: number | null;
  p: number | null;
  q: number | null;
  tendencia: 'COOCURRENCIA' | 'EXCLUSION';
}

/**
 * A column of the OncoPrint: per gene, the type of the counted variant (TIPO_VARIANTE code; MULTIPLE for more than one
 * type), '' when studied without one, null when not studied; and how many patients have exactly these cells (one
 * column stands for them all: 100 000 patients make a few thousand columns). Patients are not named.
 */
export interface ColumnaOncoprint {
  celdas: (string | null)[];
  pacientes: number;
}

/** The OncoPrint: `genes` in order, and its columns sorted as cBioPortal sorts. */
export interface OncoprintMutaciones {
  genes: string[];
  columnas: ColumnaOncoprint[];
}

/** The answer of `GET /panel/mutaciones` (the API's `mutacionesSchema`). */
export interface RespuestaMutaciones {
  incluye_vus: boolean;
  /** Patients of the panel with an NGS result. */
  pacientes: RecuentoPanel;
  genes: GenMutaciones[];
  oncoprint: OncoprintMutaciones | null;
  pares: ParMutaciones[];
  prueba_pares: 'fisher_bilateral';
  calculado_en: string;
}

/** A patient with more than one type of counted variant in a gene. */
export const VARIANTE_MULTIPLE = 'MULTIPLE';
