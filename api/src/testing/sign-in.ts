import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BIOLAB, LABORATORIO, type Rol } from '@registro-lma/shared/domain';
import { usuario } from '../db/schema';
import { guardarAsignaciones, type Asignaciones } from '../modules/usuarios/usuario-asignaciones-commands';
import { hashPassword } from '../platform/password-policy';
import { TEST_JWT_SECRET } from './test-config';

export const TEST_PASSWORD = 'contraseña-de-pruebas';

export interface TestSession {
  usuario_id: number;
  email: string;
  apellidos: string;
  rol: Rol;
  /** `Bearer <token>`, ready for the Authorization header. */
  authorization: string;
}

let passwordHash: Promise<string> | undefined;
let secuencia = 0;

/**
 * Creates an active user with the role (straight into the database, assignments as given; LABORATORIO and
 * BIOBANCO get the first catalogue row by default) and returns a signed-in session for it.
 */
export async function signIn(app: FastifyInstance, rol: Rol, asignaciones: Partial<Asignaciones> = {}): Promise<TestSession> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  secuencia += 1;
  const email = `${rol.toLowerCase()}.${secuencia}.${process.pid}@pruebas.test`;
  const apellidos = `${rol} ${secuencia}`;
  const [creado] = await app.db
    .insert(usuario)
    .values({ email, nombre: 'Prueba', apellidos, rol, password_hash: await passwordHash })
    .returning({ usuario_id: usuario.usuario_id });
  if (creado === undefined) throw new Error('No se pudo crear el usuario de prueba.');
  await guardarAsignaciones(
    app.db,
    creado.usuario_id,
    {
      hospitales: asignaciones.hospitales ?? [],
      laboratorios: asignaciones.laboratorios ?? (rol === 'LABORATORIO' ? LABORATORIO.slice(0, 1).map((fila) => fila.codigo) : []),
      biolabs: asignaciones.biolabs ?? (rol === 'BIOBANCO' ? BIOLAB.slice(0, 1).map((fila) => fila.codigo) : []),
    },
    null,
  );
  const { token } = await app.abrirSesion({ usuario_id: creado.usuario_id, rol, debe_cambiar_password: false });
  return { usuario_id: creado.usuario_id, email, apellidos, rol, authorization: `Bearer ${token}` };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An HS256 token with any payload, signed with the test secret (as a holder of the secret could forge). */
export function signedToken(carga: object): string {
  const cabecera = base64url({ alg: 'HS256', typ: 'JWT' });
  const cuerpo = base64url(carga);
  const firma = createHmac('sha256', TEST_JWT_SECRET).update(`${cabecera}.${cuerpo}`).digest('base64url');
  return `${cabecera}.${cuerpo}.${firma}`;
}

/** An HS256 token signed with the test secret whose `exp` is already past. */
export function expiredToken(usuarioId: number, rol: Rol): string {
  const ahora = Math.floor(Date.now() / 1000);
  return signedToken({ sub: String(usuarioId), rol, iat: ahora - 3600, exp: ahora - 600 });
}
