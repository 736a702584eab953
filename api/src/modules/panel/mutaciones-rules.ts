import { type GenMutaciones, type ParMutaciones, type RespuestaMutaciones } from '@registro-lma/shared/domain';
import { fisherBilateral, log2OddsRatio, qBenjaminiHochberg } from './fisher-exacta-statistic';
import type { PerfilMutaciones, RecuentosMutaciones } from './mutaciones-queries';
import { ordenarColumnas } from './oncoprint-orden-rules';
import { esPequeno, recuentoVisible, type Pequenos } from './supervivencia-rules';

export type { RespuestaMutaciones };

/** Rows of the OncoPrint, and genes whose pairs are tested (45 pairs: the most frequent, as cBioPortal's default view). */
export const GENES_ONCOPRINT = 20;
export const GENES_PARES = 10;

interface Gen {
  gen: string;
  mutados: number;
  estudiados: number;
}

function porGen(perfiles: readonly PerfilMutaciones[]): Gen[] {
  const genes = new Map<string, Gen>();
  const gen = (codigo: string) => genes.get(codigo) ?? genes.set(codigo, { gen: codigo, mutados: 0, estudiados: 0 }).get(codigo)!;
  for (const perfil of perfiles) {
    for (const codigo of perfil.estudiados) gen(codigo).estudiados += perfil.pacientes;
    for (const codigo of perfil.celdas.keys()) gen(codigo).mutados += perfil.pacientes;
  }
  const frecuencia = (g: Gen) => g.mutados / g.estudiados;
  return [...genes.values()].filter((g) => g.mutados > 0).sort((a, b) => b.mutados - a.mutados || frecuencia(b) - frecuencia(a) || a.gen.localeCompare(b.gen));
}

/** A profile's cell of a gene: the type of its variant (MULTIPLE for several types), '' wild type, null not studied. */
const celda = (perfil: PerfilMutaciones, gen: string): string | null => perfil.celdas.get(gen) ?? (perfil.estudiados.has(gen) ? '' : null);

/** The OncoPrint's columns: the profiles seen through the charted genes, identical columns as one with their count. */
function columnas(perfiles: readonly PerfilMutaciones[], genes: readonly string[]): { celdas: (string | null)[]; pacientes: number }[] {
  const porPatron = new Map<string, { celdas: (string | null)[]; pacientes: number }>();
  for (const perfil of perfiles) {
    const celdas = genes.map((gen) => celda(perfil, gen));
    const clave = JSON.stringify(celdas);
    const columna = porPatron.get(clave) ?? porPatron.set(clave, { celdas, pacientes: 0 }).get(clave)!;
    columna.pacientes += perfil.pacientes;
  }
  return ordenarColumnas([...porPatron.values()]);
}

function pares(perfiles: readonly PerfilMutaciones[], genes: readonly Gen[], pequenos: Pequenos): ParMutaciones[] {
  const principales = genes.slice(0, GENES_PARES);
  const tablas = principales.flatMap((a, i) =>
    principales.slice(i + 1).map((b) => {
      const ambosEstudiados = perfiles.filter((perfil) => perfil.estudiados.has(a.gen) && perfil.estudiados.has(b.gen));
      const cuenta = (conA: boolean, conB: boolean) =>
        ambosEstudiados.reduce((total, perfil) => total + (perfil.celdas.has(a.gen) === conA && perfil.celdas.has(b.gen) === conB ? perfil.pacientes : 0), 0);
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
 * genes with Fisher's two-sided exact test. A user who may not see small numbers gets no OncoPrint (a column may be
 * one patient) and no statistic of a pair with a hidden cell.
 */
export function respuestaMutaciones({ perfiles, vaf }: RecuentosMutaciones, incluyeVus: boolean, pequenos: Pequenos, calculadoEn: Date): RespuestaMutaciones {
  const genes = porGen(perfiles);
  const enOncoprint = genes.slice(0, GENES_ONCOPRINT).map((g) => g.gen);
  return {
    incluye_vus: incluyeVus,
    pacientes: recuentoVisible(
      perfiles.reduce((total, perfil) => total + perfil.pacientes, 0),
      pequenos,
    ),
    genes: genes.map((g): GenMutaciones => {
      const oculto = esPequeno(g.mutados, pequenos) || esPequeno(g.estudiados, pequenos);
      const suyo = vaf.get(g.gen);
      return {
        gen: g.gen,
        mutados: recuentoVisible(g.mutados, pequenos),
        estudiados: recuentoVisible(g.estudiados, pequenos),
        frecuencia: oculto ? null : g.mutados / g.estudiados,
        vaf: suyo === undefined || esPequeno(suyo.n, pequenos) ? null : suyo,
      };
    }),
    oncoprint: pequenos === 'ocultar' ? null : { genes: enOncoprint, columnas: columnas(perfiles, enOncoprint) },
    pares: pares(perfiles, genes, pequenos),
    prueba_pares: 'fisher_bilateral',
    calculado_en: calculadoEn.toISOString(),
  };
}
