import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sesion } from '../db/schema';
import type { MotivoFinSesion } from '../db/motivo-fin-sesion';

export interface SesionIniciada {
  sesion_id: string;
  iniciada: Date;
  caduca_absoluta: Date;
}

/** Starts a session of the user that ends, whatever renewals follow, `duracionMaximaMs` after `ahora`. */
export async function abrirSesion(db: Database, usuarioId: number, ahora: Date, duracionMaximaMs: number): Promise<SesionIniciada> {
  const nueva = { sesion_id: randomUUID(), iniciada: ahora, caduca_absoluta: new Date(ahora.getTime() + duracionMaximaMs) };
  await db.insert(sesion).values({ ...nueva, usuario_id: usuarioId });
  return nueva;
}

/** Ends one session (sign-out). Its trigger tells every process (migration 0010). */
export async function revocarSesion(db: Database, sesionId: string, motivo: MotivoFinSesion): Promise<void> {
  await db
    .update(sesion)
    .set({ revocada_en: new Date(), motivo })
    .where(and(eq(sesion.sesion_id, sesionId), isNull(sesion.revocada_en)));
}

/** Ends every open session of the user: call it in the transaction of the change that makes them unsafe. */
export async function revocarSesionesDeUsuario(db: Database, usuarioId: number, motivo: MotivoFinSesion): Promise<void> {
  await db
    .update(sesion)
    .set({ revocada_en: new Date(), motivo })
    .where(and(eq(sesion.usuario_id, usuarioId), isNull(sesion.revocada_en)));
}
