import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Usuario, UsuarioAlta, UsuarioEdicion } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { usuario } from '../../db/schema';
import { rolesConFacultad, tieneFacultad } from '../../platform/alcance/alcance-scope';
import { ApiError, notFound } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import { RepositorioAuditado, type Auditar } from '../../platform/auditoria-repository';
import { hashPassword } from '../../platform/password-policy';
import { updateVersioned } from '../../platform/versioned-update-commands';
import type { MotivoFinSesion } from '../../db/motivo-fin-sesion';
import { revocarSesionesDeUsuario } from '../../platform/sesion-commands';
import { comprobarCatalogosAsignados, comprobarHospitales, guardarAsignaciones } from './usuario-asignaciones-commands';
import { cargarUsuario } from './usuario-queries';

export const MENSAJE_ULTIMO_ADMINISTRADOR = 'Debe quedar al menos un administrador activo.';

const TABLA = 'usuario';

async function cargarOFallar(db: Database, usuarioId: number): Promise<Usuario> {
  const encontrado = await cargarUsuario(db, usuarioId);
  if (encontrado === null) throw notFound();
  return encontrado;
}

/** Refuses a change that would leave the registry without an active ADMIN (nobody could manage users). */
async function comprobarQuedaAdministrador(db: Database, antes: Usuario, sigueAdministrador: boolean): Promise<void> {
  if (!tieneFacultad(antes, 'administrar') || !antes.activo || sigueAdministrador) return;
  const [otros] = await db
    .select({ total: count() })
    .from(usuario)
    .where(and(inArray(usuario.rol, [...rolesConFacultad('administrar')]), eq(usuario.activo, true), ne(usuario.usuario_id, antes.usuario_id)));
  if ((otros?.total ?? 0) === 0) throw new ApiError(409, MENSAJE_ULTIMO_ADMINISTRADOR);
}

/** Creates a user with its assignments and audits it; `autor` null is the system itself (first start-up). */
export async function crearUsuario(tx: Database, datos: UsuarioAlta, autor: Autor | null, auditar: Auditar): Promise<Usuario> {
  await comprobarHospitales(tx, datos.hospitales);
  await comprobarCatalogosAsignados(tx, datos);
  const autorId = autor?.usuario_id ?? null;
  const [creado] = await tx
    .insert(usuario)
    .values({
      email: datos.email,
      nombre: datos.nombre,
      apellidos: datos.apellidos,
      rol: datos.rol,
      activo: datos.activo,
      password_hash: await hashPassword(datos.password),
      creado_por: autorId,
      modificado_por: autorId,
    })
    .returning({ usuario_id: usuario.usuario_id });
  if (creado === undefined) throw new Error('El alta de usuario no devolvió identificador.');
  await guardarAsignaciones(tx, creado.usuario_id, datos, autorId);
  const despues = await cargarOFallar(tx, creado.usuario_id);
  await auditar({ tabla: TABLA, registro_id: creado.usuario_id, accion: 'CREAR', antes: null, despues });
  return despues;
}

/** A user the registry itself creates (demo and benchmark set-up), in a transaction of its own, audited as the system's. */
export function crearUsuarioDelRegistro(db: Database, datos: UsuarioAlta): Promise<Usuario> {
  return new RepositorioAuditado({ db, dbLecturas: db }, null).escribir((tx, auditar) => crearUsuario(tx, datos, null, auditar));
}

const mismosElementos = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && [...a].sort().join('\u0001') === [...b].sort().join('\u0001');

/** Why an edit makes the user's open sessions unsafe, or null when they may go on. */
function motivoFinSesiones(antes: Usuario, datos: UsuarioEdicion): MotivoFinSesion | null {
  if (!datos.activo) return 'DESACTIVACION';
  if (datos.password !== null) return 'PASSWORD_RESTABLECIDA';
  if (datos.rol !== antes.rol) return 'CAMBIO_ROL';
  const centrosIguales =
    mismosElementos(antes.hospitales.map((h) => h.hospital_id), datos.hospitales) &&
    mismosElementos(antes.laboratorios, datos.laboratorios) &&
    mismosElementos(antes.biolabs, datos.biolabs);
  return centrosIguales ? null : 'CAMBIO_CENTROS';
}

/**
 * Saves an edit if `datos.version` is still current (else 409). A given password replaces the old one and, set by
 * someone else, must be changed by the user at their next sign-in. A new password, role or centres, or deactivation,
 * end the user's open sessions.
 */
export async function modificarUsuario(tx: Database, usuarioId: number, datos: UsuarioEdicion, autor: Autor, auditar: Auditar): Promise<Usuario> {
  const antes = await cargarOFallar(tx, usuarioId);
  await comprobarHospitales(tx, datos.hospitales, antes.hospitales.map((h) => h.hospital_id));
  await comprobarCatalogosAsignados(tx, datos, antes);
  await comprobarQuedaAdministrador(tx, antes, tieneFacultad(datos, 'administrar') && datos.activo);
  await updateVersioned(tx, {
    table: usuario,
    idColumn: usuario.usuario_id,
    id: usuarioId,
    version: datos.version,
    usuarioId: autor.usuario_id,
    values: {
      email: datos.email,
      nombre: datos.nombre,
      apellidos: datos.apellidos,
      rol: datos.rol,
      activo: datos.activo,
      ...(datos.password === null
        ? {}
        : { password_hash: await hashPassword(datos.password), debe_cambiar_password: usuarioId !== autor.usuario_id }),
    },
  });
  await guardarAsignaciones(tx, usuarioId, datos, autor.usuario_id);
  const motivo = motivoFinSesiones(antes, datos);
  if (motivo !== null) await revocarSesionesDeUsuario(tx, usuarioId, motivo);
  const despues = await cargarOFallar(tx, usuarioId);
  await auditar({
    tabla: TABLA,
    registro_id: usuarioId,
    accion: datos.activo || !antes.activo ? 'MODIFICAR' : 'DESACTIVAR',
    antes,
    despues: datos.password === null ? despues : { ...despues, contrasena_restablecida: true },
  });
  return despues;
}

/** Logical deletion: the user can no longer sign in and every token of theirs stops working. */
export async function desactivarUsuario(tx: Database, usuarioId: number, autor: Autor, auditar: Auditar): Promise<Usuario> {
  const antes = await cargarOFallar(tx, usuarioId);
  if (!antes.activo) return antes;
  await comprobarQuedaAdministrador(tx, antes, false);
  await updateVersioned(tx, {
    table: usuario,
    idColumn: usuario.usuario_id,
    id: usuarioId,
    version: antes.version,
    usuarioId: autor.usuario_id,
    values: { activo: false },
  });
  await revocarSesionesDeUsuario(tx, usuarioId, 'DESACTIVACION');
  const despues = await cargarOFallar(tx, usuarioId);
  await auditar({ tabla: TABLA, registro_id: usuarioId, accion: 'DESACTIVAR', antes, despues });
  return despues;
}
