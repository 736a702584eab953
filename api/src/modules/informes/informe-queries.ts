import { and, asc, eq, getTableColumns, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { informe, muestraConfirmacion, usuario } from '../../db/schema';
import { nombreUsuario } from '../../db/nombre-usuario';

export type FilaInforme = typeof informe.$inferSelect;
/** A report with its uploader's name, as the sample's list shows it. */
export type FilaInformeConAutor = FilaInforme & { subido_por_nombre: string };

/** Every report of a sample, deleted ones included (the history), by type and version, with the uploader's name. */
export function informesDeMuestra(db: Database, muestraId: number): Promise<FilaInformeConAutor[]> {
  return db
    .select({ ...getTableColumns(informe), subido_por_nombre: nombreUsuario<string>() })
    .from(informe)
    .innerJoin(usuario, eq(usuario.usuario_id, informe.subido_por))
    .where(eq(informe.muestra_id, muestraId))
    .orderBy(asc(informe.tipo_informe), asc(informe.version));
}

export async function cargarInforme(db: Database, informeId: number): Promise<FilaInforme | undefined> {
  const [fila] = await db.select().from(informe).where(eq(informe.informe_id, informeId));
  return fila;
}

/** The active report of the sample that already holds this exact file, if any. */
export async function informeConHuella(db: Database, muestraId: number, sha256: string): Promise<FilaInforme | undefined> {
  const [fila] = await db
    .select()
    .from(informe)
    .where(and(eq(informe.muestra_id, muestraId), eq(informe.sha256, sha256), eq(informe.activo, true)));
  return fila;
}

export async function ultimaVersion(db: Database, muestraId: number, tipo: string): Promise<number> {
  const [fila] = await db
    .select({ version: max(informe.version) })
    .from(informe)
    .where(and(eq(informe.muestra_id, muestraId), eq(informe.tipo_informe, tipo as FilaInforme['tipo_informe'])));
  return fila?.version ?? 0;
}

/** The sample's reception date (`YYYY-MM-DD`), null when none is recorded. */
export async function fechaRecepcion(db: Database, muestraId: number): Promise<string | null> {
  const [fila] = await db.select({ fecha: muestraConfirmacion.fecha_recepcion }).from(muestraConfirmacion).where(eq(muestraConfirmacion.muestra_id, muestraId));
  return fila?.fecha ?? null;
}
