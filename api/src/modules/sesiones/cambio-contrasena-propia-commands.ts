import { eq, sql } from 'drizzle-orm';
import { MENSAJE_CONTRASENA_ACTUAL_INCORRECTA, type CambioContrasena, type Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { usuario } from '../../db/schema';
import { invalidInput, notFound } from '../../platform/api-errors';
import type { RepositorioAuditado } from '../../platform/auditoria-repository';
import { hashPassword, verifyPassword } from '../../platform/password-policy';
import { cargarUsuario } from '../usuarios/usuario-queries';
import { revocarSesionesDeUsuario } from '../../platform/sesion-commands';

async function passwordHashDe(db: Database, usuarioId: number): Promise<string> {
  const [fila] = await db.select({ hash: usuario.password_hash }).from(usuario).where(eq(usuario.usuario_id, usuarioId));
  if (fila === undefined) throw notFound();
  return fila.hash;
}

/**
 * The signed-in user sets their own password, proving the current one: it clears the duty to change it and ends
 * every session of the user (the caller opens a new one for this browser). Audited as a change of the user.
 */
export async function cambiarContrasenaPropia({ db, repositorio }: { db: Database; repositorio: RepositorioAuditado }, autor: Usuario, datos: CambioContrasena): Promise<void> {
  if (!(await verifyPassword(await passwordHashDe(db, autor.usuario_id), datos.password_actual))) {
    throw invalidInput({ password_actual: MENSAJE_CONTRASENA_ACTUAL_INCORRECTA });
  }
  const nuevoHash = await hashPassword(datos.password);
  await repositorio.escribir(async (tx, auditar) => {
    const antes = await cargarUsuario(tx, autor.usuario_id);
    if (antes === null) throw notFound();
    await tx
      .update(usuario)
      .set({
        password_hash: nuevoHash,
        debe_cambiar_password: false,
        version: sql`${usuario.version} + 1`,
        modificado_en: new Date(),
        modificado_por: autor.usuario_id,
      })
      .where(eq(usuario.usuario_id, autor.usuario_id));
    await revocarSesionesDeUsuario(tx, autor.usuario_id, 'CAMBIO_PASSWORD');
    const despues = await cargarUsuario(tx, autor.usuario_id);
    await auditar({
      tabla: 'usuario',
      registro_id: autor.usuario_id,
      accion: 'MODIFICAR',
      antes,
      despues: { ...despues, contrasena_cambiada: true },
    });
  });
}
