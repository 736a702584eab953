import { createHash } from 'node:crypto';
import { CATALOGOS, CATALOGOS_CONFIGURABLES, type CatalogoFila, type CatalogoId } from '@registro-lma/shared/domain';

type CatalogoPublicado = { catalogo: CatalogoId; version: string; filas: readonly CatalogoFila[] };

export type IndiceLibreria = { version: string; catalogos: { id: CatalogoId; configurable: boolean; filas: number }[] };

/** A short content hash: it changes exactly when a release changes the rows. */
function huella(valor: unknown): string {
  return createHash('sha256').update(JSON.stringify(valor)).digest('base64url').slice(0, 22);
}

const configurables: ReadonlySet<string> = new Set(CATALOGOS_CONFIGURABLES);

const PUBLICADOS: ReadonlyMap<string, CatalogoPublicado> = new Map(
  (Object.entries(CATALOGOS) as [CatalogoId, readonly CatalogoFila[]][]).map(([catalogo, filas]) => [
    catalogo,
    { catalogo, version: huella(filas), filas },
  ]),
);

const INDICE: IndiceLibreria = {
  version: huella([...PUBLICADOS.values()].map(({ catalogo, version }) => [catalogo, version])),
  catalogos: [...PUBLICADOS.values()].map(({ catalogo, filas }) => ({ id: catalogo, configurable: configurables.has(catalogo), filas: filas.length })),
};

/** Every catalogue the screens may load, with the library version (a hash of every catalogue's version). */
export function indiceLibreria(): IndiceLibreria {
  return INDICE;
}

/** One catalogue with its version, or undefined for an unknown id. */
export function catalogoPublicado(id: string): CatalogoPublicado | undefined {
  return PUBLICADOS.get(id);
}
