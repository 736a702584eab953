import type { Campo, CampoEnum } from '../fields/campo';
import { CLAVE_VARIANTES } from './campos-muestra-ngs';
import type { MuestraNgs } from './tipos-muestra';
import type { NgsVariante } from './validar-muestra-ngs';

/** «Mutado» = a pathogenic or likely pathogenic variant (catalogues.md: VUS do not set MUTADO). */
const CLASIFICACIONES_MUTADO: readonly string[] = ['PATOGENICA', 'PROBABLEMENTE_PATOGENICA'];
const NO_MUTADO = 'NO_MUTADO';
const MUTADO = 'MUTADO';
/** The CEBPA field's own codes (catalogues.md §15), chosen by the bZIP in-frame rule of data-dictionary §3.3. */
const CEBPA = { campo: 'cebpa', monoalelico: 'BZIP_INFRAME_MONOALELICO', bialelico: 'BIALELICO_BZIP_INFRAME', sinBzip: 'MUTADO_SIN_BZIP_INFRAME' };

/** One value «Importar desde NGS» proposes for a field of the form. */
export interface PropuestaNgs {
  readonly campo: string;
  readonly etiqueta: string;
  readonly valor: unknown;
}

function variantes(resultado: MuestraNgs): readonly NgsVariante[] {
  const filas = resultado.datos[CLAVE_VARIANTES];
  return Array.isArray(filas) ? (filas as NgsVariante[]) : [];
}

const codigos = (campo: CampoEnum) => new Set((campo.catalogo ?? []).map((fila) => fila.codigo));

/** A gene's field: the enum named after it whose catalogue answers «No mutado» (NPM1 → `npm1`, IDH1 → `idh1`…). */
function campoDeGen(campos: readonly Campo[], gen: string): CampoEnum | undefined {
  const campo = campos.find((candidato) => candidato.name === gen.toLowerCase());
  return campo?.kind === 'enum' && codigos(campo).has(NO_MUTADO) ? campo : undefined;
}

/** The codon of a protein change (`p.Arg132His`, `p.R132H` → 132), to choose a hotspot code such as IDH1 `R132`. */
function codon(hgvsP: unknown): string | null {
  return typeof hgvsP === 'string' ? (/^p\.\(?[A-Za-z]{1,3}?(\d+)/.exec(hgvsP)?.[1] ?? null) : null;
}

/** The value a gene's field takes from its pathogenic variants, or null when the result cannot say which code. */
function valorDeGen(campo: CampoEnum, mutadas: readonly NgsVariante[]): string | null {
  const propios = codigos(campo);
  if (mutadas.length === 0) return NO_MUTADO;
  if (campo.name === CEBPA.campo) {
    const bzipEnFase = mutadas.some((variante) => variante.cebpa_region === 'BZIP' && variante.cebpa_inframe === 'SI');
    if (!bzipEnFase) return CEBPA.sinBzip;
    return mutadas.length >= 2 ? CEBPA.bialelico : CEBPA.monoalelico;
  }
  if (propios.has(MUTADO)) return MUTADO;
  // A hotspot catalogue (IDH1 R132, IDH2 R140/R172): the code of the variant's codon, else «otra».
  const porCodon = mutadas.map((variante) => codon(variante.hgvs_p)).flatMap((numero) => [...propios].filter((codigo) => numero !== null && codigo.endsWith(numero)));
  return porCodon[0] ?? (propios.has('OTRA') ? 'OTRA' : null);
}

/**
 * What an NGS result says of the stage's fields (data-dictionary §3.3 «Importar desde NGS»): every gene of the panel
 * with a field of its own becomes MUTADO with a pathogenic or likely pathogenic variant and NO_MUTADO otherwise
 * (CEBPA by its bZIP in-frame rule, hotspot genes by codon), and `{gen}_vaf_pct` the highest VAF. FLT3-ITD has no
 * field named after its gene: NGS is never taken for it (its sensitivity for long duplications is limited).
 */
export function propuestasNgs(campos: readonly Campo[], resultado: MuestraNgs): PropuestaNgs[] {
  const panel = Array.isArray(resultado.datos.genes_estudiados) ? (resultado.datos.genes_estudiados as string[]) : [];
  const propuestas: PropuestaNgs[] = [];
  for (const gen of panel) {
    const campo = campoDeGen(campos, gen);
    if (campo === undefined) continue;
    const mutadas = variantes(resultado).filter((variante) => variante.gen === gen && CLASIFICACIONES_MUTADO.includes(String(variante.clasificacion)));
    const valor = valorDeGen(campo, mutadas);
    if (valor !== null) propuestas.push({ campo: campo.name, etiqueta: campo.label, valor });
    const vaf = campos.find((candidato) => candidato.name === `${campo.name}_vaf_pct`);
    const vafs = mutadas.map((variante) => variante.vaf_pct).filter((numero): numero is number => typeof numero === 'number');
    if (vaf !== undefined && vafs.length > 0) {
      propuestas.push({ campo: vaf.name, etiqueta: vaf.label, valor: Math.max(...vafs) });
    }
  }
  return propuestas;
}

/** The stage's field that links an NGS result and takes «Importar desde NGS» (the diagnosis' `ngs_id`), if any. */
export function campoNgsImportable(campos: readonly Campo[]): Campo | undefined {
  const tieneGenes = campos.some((campo) => campo.kind === 'enum' && codigos(campo).has(NO_MUTADO) && codigos(campo).has(MUTADO));
  return tieneGenes ? campos.find((campo) => campo.kind === 'enum' && campo.referencia === 'muestra_ngs') : undefined;
}
