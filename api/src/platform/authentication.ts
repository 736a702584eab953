import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES, type Rol, type Usuario } from '@registro-lma/shared/domain';
import { unauthenticated } from './api-error';
import type { UsuariosEnMemoria } from './usuarios-en-memoria';

/** Tokens live 50 minutes; the front end renews them on every navigation. */
export const TOKEN_LIFETIME = '50m';

export interface TokenPayload {
  sub: string;
  rol: Rol;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid token of an active user comes with the request. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** The active user of a valid token, or null (no token, bad token, expired, unknown or inactive user). */
    usuarioDelToken(request: FastifyRequest): Promise<Usuario | null>;
    signToken(usuario: Pick<Usuario, 'usuario_id' | 'rol'>): string;
    /** The signed-in users this process remembers: a route that changes a user or a centre forgets them. */
    usuarios: Pick<UsuariosEnMemoria, 'olvidar'>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user as the database has them now (see usuarios-en-memoria.ts). */
    usuario: Usuario | null;
  }
}

export interface AuthenticationOptions {
  secret: string;
  /** Users with hospitals, laboratories and biolabs (null when one does not exist). */
  usuarios: UsuariosEnMemoria;
}

function usuarioIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, rol } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^\d+$/.test(sub) || !ROLES.some((r) => r === rol)) return null;
  return Number(sub);
}

async function authentication(app: FastifyInstance, options: AuthenticationOptions): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('usuario', null);
  app.decorate('usuarios', options.usuarios);

  app.decorate('signToken', (usuario: Pick<Usuario, 'usuario_id' | 'rol'>) =>
    app.jwt.sign({ sub: String(usuario.usuario_id), rol: usuario.rol }),
  );

  app.decorate('usuarioDelToken', async (request: FastifyRequest) => {
    let usuarioId: number | null;
    try {
      usuarioId = usuarioIdOf(await request.jwtVerify());
    } catch {
      return null;
    }
    if (usuarioId === null) return null;
    const usuario = await options.usuarios.cargar(usuarioId);
    return usuario?.activo ? usuario : null;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const usuario = await app.usuarioDelToken(request);
    if (usuario === null) throw unauthenticated();
    request.usuario = usuario;
  });
}

export const authenticationPlugin = fp(authentication, { name: 'authentication' });

/** The signed-in user of a route that ran `authenticate`. */
export function usuarioActual(request: FastifyRequest): Usuario {
  if (request.usuario === null) throw unauthenticated();
  return request.usuario;
}
