import { GEN_NGS } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import type { Fila } from './historia-demo';

/** The myeloid panel of the demo NGS laboratory: every gene of the catalogue. */
export const GENES_PANEL_DEMO: readonly string[] = GEN_NGS.map((fila) => fila.codigo).filter((codigo) => codigo !== 'OTRO');

/** A recurrent variant of a gene as a report writes it (RefSeq transcript, HGVS c. and p., exon). */
interface VarianteTipica {
  gen: string;
  transcrito: string;
  hgvs_c: string;
  hgvs_p: string;
  tipo_variante: string;
  exon: number;
}

const variante = (gen: string, transcrito: string, hgvs_c: string, hgvs_p: string, tipo_variante: string, exon: number): VarianteTipica => ({
  gen,
  transcrito,
  hgvs_c,
  hgvs_p,
  tipo_variante,
  exon,
});

/** NPM1 exon 12 insertions by the type the diagnosis records (A, B, D; any other type as an uncommon one). */
const NPM1_POR_TIPO: Readonly<Record<string, VarianteTipica>> = {
  A: variante('NPM1', 'NM_002520.7', 'c.860_863dup', 'p.(Trp288CysfsTer12)', 'FRAMESHIFT', 12),
  B: variante('NPM1', 'NM_002520.7', 'c.863_864insCATG', 'p.(Trp288CysfsTer12)', 'FRAMESHIFT', 12),
  D: variante('NPM1', 'NM_002520.7', 'c.863_864insCCTG', 'p.(Trp288CysfsTer12)', 'FRAMESHIFT', 12),
};
const NPM1_OTRO = variante('NPM1', 'NM_002520.7', 'c.863_864insTATG', 'p.(Trp288CysfsTer12)', 'FRAMESHIFT', 12);

/** One frequent variant per gene the diagnosis form records as MUTADO (the NGS report of the same marrow). */
const VARIANTE_DE_GEN: Readonly<Record<string, VarianteTipica>> = {
  dnmt3a: variante('DNMT3A', 'NM_022552.5', 'c.2645G>A', 'p.(Arg882His)', 'MISSENSE', 23),
  tet2: variante('TET2', 'NM_001127208.3', 'c.4210C>T', 'p.(Arg1404Ter)', 'NONSENSE', 9),
  nras: variante('NRAS', 'NM_002524.5', 'c.35G>A', 'p.(Gly12Asp)', 'MISSENSE', 2),
  kras: variante('KRAS', 'NM_004985.5', 'c.35G>T', 'p.(Gly12Val)', 'MISSENSE', 2),
  ptpn11: variante('PTPN11', 'NM_002834.5', 'c.226G>A', 'p.(Glu76Lys)', 'MISSENSE', 3),
  wt1: variante('WT1', 'NM_024426.6', 'c.1142_1143insGT', 'p.(Ser381ArgfsTer?)', 'FRAMESHIFT', 7),
  tp53: variante('TP53', 'NM_000546.6', 'c.743G>A', 'p.(Arg248Gln)', 'MISSENSE', 7),
  asxl1: variante('ASXL1', 'NM_015338.6', 'c.1934dup', 'p.(Gly646TrpfsTer12)', 'FRAMESHIFT', 12),
  bcor: variante('BCOR', 'NM_001123385.2', 'c.3268C>T', 'p.(Arg1090Ter)', 'NONSENSE', 8),
  ezh2: variante('EZH2', 'NM_004456.5', 'c.2084G>A', 'p.(Cys695Tyr)', 'MISSENSE', 18),
  runx1: variante('RUNX1', 'NM_001754.5', 'c.601C>T', 'p.(Arg201Ter)', 'NONSENSE', 6),
  sf3b1: variante('SF3B1', 'NM_012433.4', 'c.2098A>G', 'p.(Lys700Glu)', 'MISSENSE', 15),
  srsf2: variante('SRSF2', 'NM_003016.4', 'c.284C>A', 'p.(Pro95His)', 'MISSENSE', 1),
  stag2: variante('STAG2', 'NM_001042749.2', 'c.2533C>T', 'p.(Arg845Ter)', 'NONSENSE', 23),
  u2af1: variante('U2AF1', 'NM_006758.3', 'c.101C>T', 'p.(Ser34Phe)', 'MISSENSE', 2),
  zrsr2: variante('ZRSR2', 'NM_005089.4', 'c.1207_1208del', 'p.(Arg403GlyfsTer12)', 'FRAMESHIFT', 11),
  kit: variante('KIT', 'NM_000222.3', 'c.2447A>T', 'p.(Asp816Val)', 'MISSENSE', 17),
};

const FLT3_ITD = variante('FLT3', 'NM_004119.3', 'c.1794_1829dup', 'p.(Glu598_Tyr609dup)', 'ITD', 14);
const FLT3_TKD = variante('FLT3', 'NM_004119.3', 'c.2503G>T', 'p.(Asp835Tyr)', 'TKD', 20);
const CEBPA_BZIP = variante('CEBPA', 'NM_004364.5', 'c.937_939dup', 'p.(Lys313dup)', 'INFRAME_INDEL', 1);

function fila(tipica: VarianteTipica, vaf: number, azar: Azar): Fila {
  return {
    ...tipica,
    vaf_pct: vaf,
    profundidad: azar.entero(600, 2500),
    clasificacion: 'PATOGENICA',
    sospecha_germinal: 'NO',
    ...(tipica.gen === 'CEBPA' ? { cebpa_region: 'BZIP', cebpa_inframe: 'SI' } : {}),
  };
}

/**
 * The variant rows of an NGS result of the diagnosis' marrow, consistent with what the diagnosis form records: one
 * row per mutated gene (and FLT3-ITD/TKD, the bZIP CEBPA mutation); TP53 at the VAF the form holds. `carga` scales
 * the clone (1 at diagnosis, less at a relapse with clonal evolution).
 */
export function variantesDeDiagnostico(diagnostico: Fila, azar: Azar, carga = 1): Fila[] {
  const vaf = (min: number, max: number) => Math.max(0.5, Number((azar.decimal(min, max, 1) * carga).toFixed(1)));
  const filas: Fila[] = [];
  if (diagnostico.npm1 === 'MUTADO') filas.push(fila(NPM1_POR_TIPO[String(diagnostico.npm1_tipo)] ?? NPM1_OTRO, vaf(30, 45), azar));
  if (diagnostico.flt3_itd === 'POSITIVO') filas.push(fila(FLT3_ITD, vaf(5, 35), azar));
  if (diagnostico.flt3_tkd === 'POSITIVO') filas.push(fila(FLT3_TKD, vaf(5, 30), azar));
  if (diagnostico.cebpa === 'BZIP_INFRAME_MONOALELICO') filas.push(fila(CEBPA_BZIP, vaf(15, 38), azar));
  for (const [campo, tipica] of Object.entries(VARIANTE_DE_GEN)) {
    if (diagnostico[campo] !== 'MUTADO') continue;
    const registrada = campo === 'tp53' && typeof diagnostico.tp53_vaf_pct === 'number' ? Number((diagnostico.tp53_vaf_pct * carga).toFixed(1)) : null;
    filas.push(fila(tipica, registrada ?? vaf(8, 45), azar));
  }
  return filas;
}
