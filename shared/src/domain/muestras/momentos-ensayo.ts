import { CATALOGOS } from '../catalogues/catalogos';
import { buscarFila, crearCatalogo, type CatalogoFila } from '../catalogues/catalogo-fila';
import { ENSAYO } from '../catalogues/ensayo';
import type { CodigoMomentoMuestra } from '../catalogues/momento-muestra';

/** The protocol moments of a trial (catalogues.md §1.2, by `ensayo.catalogo_momentos`); none for an unknown trial. */
export function momentosDeEnsayo(ensayo: unknown): readonly CatalogoFila[] {
  const fila = typeof ensayo === 'string' ? ENSAYO.find((candidata) => candidata.codigo === ensayo) : undefined;
  return fila?.catalogo_momentos == null ? [] : CATALOGOS[fila.catalogo_momentos];
}

/** The general moment (§1.1) a trial moment maps to: what the §5.1 date rules and the exports read. */
export function momentoGeneralDeEnsayo(ensayo: unknown, momento: unknown): CodigoMomentoMuestra | null {
  if (typeof momento !== 'string') return null;
  const fila = buscarFila(momentosDeEnsayo(ensayo), momento) as (CatalogoFila & { momento_general?: CodigoMomentoMuestra }) | undefined;
  if (fila === undefined) return null;
  return fila.momento_general ?? (fila.codigo as CodigoMomentoMuestra);
}

/**
 * Every code of every trial's moment list, once: the field's option set. Which codes the selected trial allows is
 * the rule `momento_de_ensayo` (the option list of the form comes from `momentosDeEnsayo`).
 */
export const MOMENTO_ENSAYO_TODOS = crearCatalogo(
  [...new Map(ENSAYO.flatMap((ensayo) => momentosDeEnsayo(ensayo.codigo)).map((fila) => [fila.codigo, fila.etiqueta] as const))].map(
    ([codigo, etiqueta]) => [codigo, etiqueta] as const,
  ),
);

/** Trials a sample may belong to: every trial row but «No incluido en ensayo». */
export const ENSAYOS_DE_MUESTRA = ENSAYO.filter((fila) => fila.codigo !== 'NINGUNO');
