import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { validarRegistro, CAMPOS_USUARIO_ALTA, REGLAS_CONTRASENA } from '@registro-lma/shared/domain';
import type { AppConfig } from '../../platform/api-config';
import type { Database } from '../../db/database';
import { usuario } from '../../db/schema';
import { uniqueViolationField } from '../../db/unique-constraints';
import { RepositorioAuditado } from '../../platform/auditoria-repository';
import { crearUsuario } from './usuario-commands';

export const EMAIL_ADMINISTRADOR_POR_DEFECTO = 'admin@registro-lma.local';

function contrasenaGenerada(): string {
  // 18 random bytes → 24 URL-safe characters (144 bits).
  return randomBytes(18).toString('base64url');
}

function avisoContrasenaGenerada(email: string, password: string): string {
  const linea = '='.repeat(72);
  return [
    linea,
    'Usuario administrador creado:',
    `  Correo electrónico: ${email}`,
    `  Contraseña: ${password}`,
    'Guarde esta contraseña ahora: no se volverá a mostrar. Al entrar por primera vez se pedirá cambiarla.',
    linea,
  ].join('\n');
}

/**
 * On an empty registry creates the first ADMIN: from ADMIN_EMAIL / ADMIN_PASSWORD when set, else
 * admin@registro-lma.local with a generated password printed once, which must be changed at the first sign-in (it
 * went through the log). Does nothing when any user exists.
 */
export async function asegurarPrimerAdministrador(db: Database, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>): Promise<void> {
  const [usuarios] = await db.select({ total: count() }).from(usuario);
  if ((usuarios?.total ?? 0) > 0) return;
  const generada = config.adminPassword === undefined;
  const password = config.adminPassword ?? contrasenaGenerada();
  const validacion = validarRegistro(
    CAMPOS_USUARIO_ALTA,
    {
      email: config.adminEmail ?? EMAIL_ADMINISTRADOR_POR_DEFECTO,
      nombre: 'Administrador',
      apellidos: 'Registro LMA',
      rol: 'ADMIN',
      password,
    },
    'completo',
    { reglas: REGLAS_CONTRASENA },
  );
  if (!validacion.ok) {
    const detalle = Object.entries(validacion.errores).map(([campo, mensaje]) => `${campo}: ${mensaje}`);
    throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD no válidos (${detalle.join('; ')}).`);
  }
  let creado;
  try {
    creado = await new RepositorioAuditado({ db, dbLecturas: db }, null).escribir(async (tx, auditar) => {
      const nuevo = await crearUsuario(tx, validacion.data, null, auditar);
      if (generada) await tx.update(usuario).set({ debe_cambiar_password: true }).where(eq(usuario.usuario_id, nuevo.usuario_id));
      return nuevo;
    });
  } catch (error) {
    // Another instance starting against the same empty database created it first.
    if (uniqueViolationField(error) !== null) return;
    throw error;
  }
  console.info(
    generada
      ? avisoContrasenaGenerada(creado.email, password)
      : `Usuario administrador creado: ${creado.email} (contraseña tomada de ADMIN_PASSWORD).`,
  );
}
