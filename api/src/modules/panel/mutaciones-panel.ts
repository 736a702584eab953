import { VARIANTE_MULTIPLE, type GenMutaciones, type ParMutaciones, type RespuestaMutaciones } from '@registro-lma/shared/domain';
import { cuantil, fisherBilateral, log2OddsRatio, qBenjaminiHochberg } from './fisher-exacta';
import type { PerfilMutaciones } from './mutaciones-queries';
import { ordenarColumnas } from './oncoprint-orden';
import { esPequeno, recuentoVisible, type Pequenos } from './supervivencia-panel';

export type { RespuestaMutaciones };

/** Rows of the OncoPrint, and genes whose pairs are tested (45 pairs: the most frequent, as cBioPortal's default view). */
export const GENES_ONCOPRINT = 20;
export const GENES_PARES = 10;

interface Gen {
  gen: string;
  mutados: Set<number>;
  estudiados: Set<number>;
  vaf: number[];
}

function porGen(perfiles: ReadonlyMap<number, PerfilMutaciones>): Gen[] {
  const genes = new Map<string, Gen>();
  const gen = (codigo: string) => genes.get(codigo) ?? genes.set(codigo, { gen: codigo, mutados: new Set(), estudiados: new Set(), vaf: [] }).get(codigo)!;
  for (const [id, perfil] of perfiles) {
    for (const codigo of perfil.estudiados) gen(codigo).estudiados.add(id);
    for (const variante of perfil.variantes) {
      gen(variante.gen).mutados.add(id);
      if (variante.vaf !== null) gen(variante.gen).vaf.push(variante.vaf);
    }
  }
  const frecuencia = (g: Gen) => g.mutados.size / g.estudiados.size;
  return [...genes.values()].filter((g) => g.mutados.size > 0).sort((a, b) => b.mutados.size - a.mutados.size || frecuencia(b) - frecuencia(a) || a.gen.localeCompare(b.gen));
}

/** Each patient's cell of a gene: the type of its variant, MULTIPLE for several types, '' wild type, null not studied. */
function celda(perfil: PerfilMutaciones, gen: string): string | null {
  const tipos = new Set(perfil.variantes.filter((v) => v.gen === gen).map((v) => v.tipo));
  if (tipos.size > 1) return VARIANTE_MULTIPLE;
  if (tipos.size === 1) return [...tipos][0]!;
  return perfil.estudiados.has(gen) ? '' : null;
}

function pares(genes: readonly Gen[], pequenos: Pequenos): ParMutaciones[] {
  const principales = genes.slice(0, GENES_PARES);
  const tablas = principales.flatMap((a, i) =>
    principales.slice(i + 1).map((b) => {
      const ambosEstudiados = [...a.estudiados].filter((id) => b.estudiados.has(id));
      const cuenta = (conA: boolean, conB: boolean) => ambosEstudiados.filter((id) => a.mutados.has(id) === conA && b.mutados.has(id) === conB).length;
      return { a, b, celdas: [cuenta(true, true), cuenta(true, false), cuenta(false, true), cuenta(false, false)] as const };
    }),
  );
  const p = tablas.map(({ celdas }) => fisherBilateral(...celdas));
  const q = qBenjaminiHochberg(p);
  return tablas
    .map(({ a, b, celdas }, i) => {
      const oculta = celdas.some((n) => esPequeno(n, pequenos));
      const log2Or = log2OddsRatio(...celdas);
      return {
        gen_a: a.gen,
        gen_b: b.gen,
        ambos: recuentoVisible(celdas[0], pequenos),
        solo_a: recuentoVisible(celdas[1], pequenos),
        solo_b: recuentoVisible(celdas[2], pequenos),
        ninguno: recuentoVisible(celdas[3], pequenos),
        log2_or: oculta ? null : log2Or,
        p: oculta ? null : p[i]!,
        q: oculta ? null : q[i]!,
        tendencia: log2Or > 0 ? ('COOCURRENCIA' as const) : ('EXCLUSION' as const),
        orden: p[i]!,
      };
    })
    .sort((x, y) => x.orden - y.orden || x.gen_a.localeCompare(y.gen_a) || x.gen_b.localeCompare(y.gen_b))
    .map(({ orden: _orden, ...par }) => par);
}

/**
 * The mutation landscape of the profiled patients: per gene (most mutated first) its frequency among those that
 * studied it and its VAF quartiles, the OncoPrint of the most frequent genes, and the pairs of the most frequent
 * genes with Fisher's two-sided exact test. A user who may not see small numbers gets no OncoPrint (one column is
 * one patient) and no statistic of a pair with a hidden cell.
 */
export function respuestaMutaciones(perfiles: ReadonlyMap<number, PerfilMutaciones>, incluyeVus: boolean, pequenos: Pequenos, calculadoEn: Date): RespuestaMutaciones {
  const genes = porGen(perfiles);
  const enOncoprint = genes.slice(0, GENES_ONCOPRINT).map((g) => g.gen);
  return {
    incluye_vus: incluyeVus,
    pacientes: recuentoVisible(perfiles.size, pequenos),
    genes: genes.map((g): GenMutaciones => {
      const oculto = esPequeno(g.mutados.size, pequenos) || esPequeno(g.estudiados.size, pequenos);
      const vaf = [...g.vaf].sort((x, y) => x - y);
      return {
        gen: g.gen,
        mutados: recuentoVisible(g.mutados.size, pequenos),
        estudiados: recuentoVisible(g.estudiados.size, pequenos),
        frecuencia: oculto ? null : g.mutados.size / g.estudiados.size,
        vaf:
          vaf.length === 0 || esPequeno(vaf.length, pequenos)
            ? null
            : { n: vaf.length, minimo: vaf[0]!, q1: cuantil(vaf, 0.25), mediana: cuantil(vaf, 0.5), q3: cuantil(vaf, 0.75), maximo: vaf.at(-1)! },
      };
    }),
    oncoprint: pequenos === 'ocultar' ? null : { genes: enOncoprint, columnas: ordenarColumnas([...perfiles.values()].map((perfil) => enOncoprint.map((gen) => celda(perfil, gen)))) },
    pares: pares(genes, pequenos),
    prueba_pares: 'fisher_bilateral',
    calculado_en: calculadoEn.toISOString(),
  };
}
