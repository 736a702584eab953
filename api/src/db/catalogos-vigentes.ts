import { asc } from 'drizzle-orm';
import type { CatalogosVigentes, FilaCatalogoVigente } from '@registro-lma/shared/domain';
import type { Database } from './database';
import { catalogoFila, catalogoVersion } from './schema';

type FilaAlmacenada = typeof catalogoFila.$inferSelect;

/** A stored row as the screens and the rules read it: the common columns and the catalogue's own (`datos`). */
export function filaVigente(fila: Pick<FilaAlmacenada, 'codigo' | 'etiqueta' | 'orden' | 'activo' | 'nota' | 'datos'>): FilaCatalogoVigente {
  return { ...fila.datos, codigo: fila.codigo, etiqueta: fila.etiqueta, orden: fila.orden, activo: fila.activo, ...(fila.nota === null ? {} : { nota: fila.nota }) };
}

/**
 * The ⚙ catalogues in force (catalogues.md §0), read from the database: what validation of samples and users, the
 * select lists and the library serve instead of the seed constants. Inactive rows are included (existing records
 * keep them valid); a few dozen rows, read per request that needs them.
 */
export async function leerCatalogosVigentes(db: Database): Promise<CatalogosVigentes> {
  const filas = await db.select().from(catalogoFila).orderBy(asc(catalogoFila.catalogo), asc(catalogoFila.orden), asc(catalogoFila.codigo));
  const porCatalogo: Record<string, FilaCatalogoVigente[]> = {};
  for (const fila of filas) (porCatalogo[fila.catalogo] ??= []).push(filaVigente(fila));
  return porCatalogo;
}

/** The version counter of every ⚙ catalogue that has one. */
export async function versionesCatalogos(db: Database): Promise<ReadonlyMap<string, number>> {
  const filas = await db.select().from(catalogoVersion);
  return new Map(filas.map((fila) => [fila.catalogo, fila.version]));
}
