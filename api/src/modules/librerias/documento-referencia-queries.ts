import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentoReferencia, usuario } from '../../db/schema';
import type { ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { nombreUsuario } from '../../db/nombre-usuario';

export type VersionDocumentoReferencia = typeof documentoReferencia.$inferSelect;
/** A version with its uploader's name, as the library screen shows it. */
export type VersionConAutor = VersionDocumentoReferencia & { subido_por_nombre: string | null };

const CON_AUTOR = { ...getTableColumns(documentoReferencia), subido_por_nombre: nombreUsuario<string | null>() };

function versionesConAutor(db: Database) {
  return db.select(CON_AUTOR).from(documentoReferencia).leftJoin(usuario, eq(usuario.usuario_id, documentoReferencia.subido_por));
}

/** The version in force of every key that has one. */
export function versionesVigentes(db: Database): Promise<VersionConAutor[]> {
  return versionesConAutor(db).where(eq(documentoReferencia.activo, true));
}

/** Every version of a key, newest first. */
export function historialDocumento(db: Database, clave: ClaveDocumentoReferencia): Promise<VersionConAutor[]> {
  return versionesConAutor(db).where(eq(documentoReferencia.clave, clave)).orderBy(desc(documentoReferencia.version));
}

/** One version of a key, or the one in force when `version` is undefined. */
export async function versionDocumento(db: Database, clave: ClaveDocumentoReferencia, version?: number): Promise<VersionConAutor | undefined> {
  const [fila] = await versionesConAutor(db).where(
    and(eq(documentoReferencia.clave, clave), version === undefined ? eq(documentoReferencia.activo, true) : eq(documentoReferencia.version, version)),
  );
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
