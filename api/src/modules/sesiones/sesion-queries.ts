import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sesion, usuario } from '../../db/schema';
import type { Autenticacion } from '../../platform/authentication-plugin';
import { cargarUsuario } from '../usuarios/usuario-queries';

export async function cargarAutenticacion(db: Database, usuarioId: number, ahora: Date): Promise<Autenticacion | null> {
  const encontrado = await cargarUsuario(db, usuarioId);
  if (encontrado === null) return null;
  const filas = await db
    .select({ debe: usuario.debe_cambiar_password, sesion_id: sesion.sesion_id, caduca: sesion.caduca_absoluta })
    .from(usuario)
    .leftJoin(
      sesion,
      and(eq(sesion.usuario_id, usuario.usuario_id), isNull(sesion.revocada_en), gt(sesion.caduca_absoluta, ahora)),
    )
    .where(eq(usuario.usuario_id, usuarioId));
  const sesiones = new Map<string, number>();
  for (const fila of filas) {
    if (fila.sesion_id !== null && fila.caduca !== null) sesiones.set(fila.sesion_id, fila.caduca.getTime());
  }
  return { usuario: encontrado, debeCambiarPassword: filas[0]?.debe ?? false, sesiones };
}
