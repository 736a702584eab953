import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentoReferencia } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { CAMPO_ARCHIVO, type FicheroSubido } from '../../platform/subidas/subida-fichero-reader';
import type { ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { versionConHuella, type VersionDocumentoReferencia } from './documento-referencia-queries';

const TABLA = 'documento_referencia';
/** First key of the transaction lock per document (the second is the hash of its key): see `publicarVersion`. */
const CERROJO_DOCUMENTO = 7_302_611;

export function mensajeVersionRepetida(version: number): string {
  return `Este archivo ya está publicado como versión ${version} de este documento.`;
}

const versionRepetida = (version: number) => new ApiError(409, mensajeVersionRepetida(version), { [CAMPO_ARCHIVO]: mensajeVersionRepetida(version) });

/**
 * Publishes a stored file as the next version of a reference document: it becomes the version in force and the
 * previous one stays in the history. Both changes are audited in the caller's transaction.
 */
export async function publicarVersion(tx: Database, autor: Autor, clave: ClaveDocumentoReferencia, fichero: FicheroSubido, auditar: Auditar): Promise<VersionDocumentoReferencia> {
  // A document has no row of its own to lock: publications of one key wait for each other on this lock until
  // commit, so each reads the versions committed before it and takes the next number.
  await tx.execute(sql`select pg_advisory_xact_lock(${CERROJO_DOCUMENTO}, hashtext(${clave}))`);
  // Checked again here: another upload of the same file may have committed since the pipeline's first check.
  const repetida = await versionConHuella(tx, clave, fichero.sha256);
  if (repetida !== undefined) throw versionRepetida(repetida);
  const [ultima] = await tx.select({ version: max(documentoReferencia.version) }).from(documentoReferencia).where(eq(documentoReferencia.clave, clave));
  const anteriores = await tx
    .update(documentoReferencia)
    .set({ activo: false })
    .where(and(eq(documentoReferencia.clave, clave), eq(documentoReferencia.activo, true)))
    .returning();
  const [nueva] = await tx
    .insert(documentoReferencia)
    .values({
      clave,
      version: (ultima?.version ?? 0) + 1,
      clave_fichero: fichero.clave,
      sha256: fichero.sha256,
      tamano_bytes: fichero.tamano_bytes,
      tipo_mime: fichero.tipo_mime,
      nombre_archivo: fichero.nombre_archivo,
      subido_por: autor.usuario_id,
      activo: true,
    })
    .returning();
  if (nueva === undefined) throw new Error('La nueva versión del documento no se guardó.');
  await auditar(
    ...anteriores.map((anterior) => ({
      tabla: TABLA,
      registro_id: anterior.documento_referencia_id,
      accion: 'MODIFICAR' as const,
      antes: { ...anterior, activo: true },
      despues: anterior,
    })),
    { tabla: TABLA, registro_id: nueva.documento_referencia_id, accion: 'CREAR', antes: null, despues: nueva },
  );
  return nueva;
}
