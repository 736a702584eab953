import { createHash } from 'node:crypto';
import { CATALOGOS, CATALOGOS_CONFIGURABLES, type CatalogoFila, type CatalogoId } from '@registro-lma/shared/domain';
import { leerCatalogosVigentes, versionesCatalogos } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';

type CatalogoPublicado = { catalogo: string; version: string; configurable: boolean; filas: readonly CatalogoFila[] };

export type IndiceLibreria = { version: string; catalogos: { id: string; configurable: boolean; filas: number }[] };

/** A short content hash: it changes exactly when a release changes the rows. */
function huella(valor: unknown): string {
  return createHash('sha256').update(JSON.stringify(valor)).digest('base64url').slice(0, 22);
}

const configurables: ReadonlySet<string> = new Set(CATALOGOS_CONFIGURABLES);

/** The release catalogues: fixed for the life of the process. */
const DE_LA_VERSION: readonly CatalogoPublicado[] = (Object.entries(CATALOGOS) as [CatalogoId, readonly CatalogoFila[]][])
  .filter(([catalogo]) => !configurables.has(catalogo))
  .map(([catalogo, filas]) => ({ catalogo, version: huella(filas), configurable: false, filas }));

/**
 * Every catalogue: the release ones as built, the ⚙ ones (catalogues.md §0) as the database holds them, versioned by
 * their change counter and content, so an administrator's edit changes the ETag the screens revalidate with.
 */
async function publicados(db: Database): Promise<CatalogoPublicado[]> {
  const vigentes = await leerCatalogosVigentes(db);
  const versiones = await versionesCatalogos(db);
  const editados = [...new Set([...versiones.keys(), ...Object.keys(vigentes)])].map((catalogo) => {
    const filas = vigentes[catalogo] ?? [];
    return { catalogo, version: huella([versiones.get(catalogo) ?? 0, filas]), configurable: true, filas };
  });
  return [...DE_LA_VERSION, ...editados];
}

/** Every catalogue the screens may load, with the library version (a hash of every catalogue's version). */
export async function indiceLibreria(db: Database): Promise<IndiceLibreria> {
  const todos = await publicados(db);
  return {
    version: huella(todos.map(({ catalogo, version }) => [catalogo, version])),
    catalogos: todos.map(({ catalogo, configurable, filas }) => ({ id: catalogo, configurable, filas: filas.length })),
  };
}

/** One catalogue with its version, or undefined for an unknown id. */
export async function catalogoPublicado(db: Database, id: string): Promise<CatalogoPublicado | undefined> {
  return DE_LA_VERSION.find((catalogo) => catalogo.catalogo === id) ?? (await publicados(db)).find((catalogo) => catalogo.catalogo === id);
}
