import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentoReferencia } from '../../db/schema';
import type { ClaveDocumentoReferencia } from '@registro-lma/shared/domain';

export type VersionDocumentoReferencia = typeof documentoReferencia.$inferSelect;

/** The version in force of every key that has one. */
export function versionesVigentes(db: Database): Promise<VersionDocumentoReferencia[]> {
  return db.select().from(documentoReferencia).where(eq(documentoReferencia.activo, true));
}

/** Every version of a key, newest first. */
export function historialDocumento(db: Database, clave: ClaveDocumentoReferencia): Promise<VersionDocumentoReferencia[]> {
  return db.select().from(documentoReferencia).where(eq(documentoReferencia.clave, clave)).orderBy(desc(documentoReferencia.version));
}

/** One version of a key, or the one in force when `version` is undefined. */
export async function versionDocumento(db: Database, clave: ClaveDocumentoReferencia, version?: number): Promise<VersionDocumentoReferencia | undefined> {
  const [fila] = await db
    .select()
    .from(documentoReferencia)
    .where(and(eq(documentoReferencia.clave, clave), version === undefined ? eq(documentoReferencia.activo, true) : eq(documentoReferencia.version, version)));
  return fila;
}

/** The version of a key that already holds this exact file, if any. */
export async function versionConHuella(db: Database, clave: ClaveDocumentoReferencia, sha256: string): Promise<number | undefined> {
  const [fila] = await db
    .select({ version: documentoReferencia.version })
    .from(documentoReferencia)
    .where(and(eq(documentoReferencia.clave, clave), eq(documentoReferencia.sha256, sha256)));
  return fila?.version;
}
