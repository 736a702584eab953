import { buscarFila, crearCatalogo, type CatalogoFila } from '../catalogues/catalogo-fila';
import { CATALOGOS_SEMILLA, catalogoMomentosDe, filasVigentes, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { CodigoMomentoMuestra } from '../catalogues/momento-muestra';

/**
 * The protocol moments of a trial (catalogues.md §1.2, its `momento_muestra_<ensayo>` list) among the catalogues in
 * force (the seed unless the database's are given); none for an unknown trial.
 */
export function momentosDeEnsayo(ensayo: unknown, vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): readonly CatalogoFila[] {
  const fila = typeof ensayo === 'string' ? filasVigentes(vigentes, 'ensayo').find((candidata) => candidata.codigo === ensayo) : undefined;
  const catalogo = fila === undefined ? null : catalogoMomentosDe(fila.codigo);
  return catalogo === null ? [] : filasVigentes(vigentes, catalogo);
}

/** The general moment (§1.1) a trial moment maps to: what the §5.1 date rules and the exports read. */
export function momentoGeneralDeEnsayo(ensayo: unknown, momento: unknown, vigentes?: CatalogosVigentes): CodigoMomentoMuestra | null {
  if (typeof momento !== 'string') return null;
  const fila = buscarFila(momentosDeEnsayo(ensayo, vigentes), momento) as (CatalogoFila & { momento_general?: CodigoMomentoMuestra }) | undefined;
  if (fila === undefined) return null;
  return fila.momento_general ?? (fila.codigo as CodigoMomentoMuestra);
}

/**
 * Every code of every trial's moment list, once (active when active in some trial): the field's option set. Which
 * codes the selected trial allows is the rule `momento_de_ensayo` (the form's option list comes from `momentosDeEnsayo`).
 */
export function momentosDeTodosLosEnsayos(vigentes: CatalogosVigentes): readonly CatalogoFila[] {
  const porCodigo = new Map<string, CatalogoFila>();
  for (const fila of filasVigentes(vigentes, 'ensayo').flatMap((ensayo) => momentosDeEnsayo(ensayo.codigo, vigentes))) {
    const previa = porCodigo.get(fila.codigo);
    porCodigo.set(
      fila.codigo,
      previa === undefined
        ? { codigo: fila.codigo, etiqueta: fila.etiqueta, orden: porCodigo.size + 1, activo: fila.activo }
        : { ...previa, activo: previa.activo || fila.activo },
    );
  }
  return [...porCodigo.values()];
}

export const MOMENTO_ENSAYO_TODOS = crearCatalogo(momentosDeTodosLosEnsayos(CATALOGOS_SEMILLA).map((fila) => [fila.codigo, fila.etiqueta] as const));

/** Trials a sample may belong to: every trial row but «No incluido en ensayo». */
export function ensayosDeMuestra(vigentes: CatalogosVigentes): readonly CatalogoFila[] {
  return filasVigentes(vigentes, 'ensayo').filter((fila) => catalogoMomentosDe(fila.codigo) !== null);
}

export const ENSAYOS_DE_MUESTRA = ensayosDeMuestra(CATALOGOS_SEMILLA);

/**
 * The ⚙ catalogues a sample of these trials is read and checked with: laboratories, funding, trials and each trial's
 * own moment list (the general list is a release catalogue).
 */
export function catalogosDeMuestra(ensayos: readonly unknown[]): string[] {
  const momentos = ensayos.flatMap((ensayo) => {
    const catalogo = typeof ensayo === 'string' ? catalogoMomentosDe(ensayo) : null;
    return catalogo === null || catalogo === 'momento_muestra' ? [] : [catalogo];
  });
  return ['laboratorio', 'laboratorio_economico', 'ensayo', ...new Set(momentos)];
}
