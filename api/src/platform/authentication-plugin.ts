import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MENSAJE_DEBE_CAMBIAR_CONTRASENA, ROLES, type Rol, type Usuario } from '@registro-lma/shared/domain';
import { abrirSesion } from './sesion-commands';
import { ApiError, unauthenticated } from './api-errors';
import { TokensVerificados } from './token-cache';
import type { UsuarioCache } from './usuario-cache';

/** What every authenticated request checks: the user now, whether they must change their password, their open sessions. */
export interface Autenticacion {
  usuario: Usuario;
  debeCambiarPassword: boolean;
  /** Open sessions by id, with the instant (ms) each ends at the latest. */
  sesiones: ReadonlyMap<string, number>;
}

/** Tokens live 50 minutes, never past their session's absolute end; the front end renews them on every navigation. */
export const TOKEN_LIFETIME_SECONDS = 50 * 60;

export interface TokenPayload {
  sub: string;
  rol: Rol;
  /** The session (`sesion.sesion_id`): revoking it ends every token of it. */
  sid: string;
  /** The sign-in instant, in seconds since the epoch: renewals keep it. */
  ini: number;
}

/** A new session's token, and whether the user must change their password before anything else. */
export interface SesionAbierta {
  token: string;
  debe_cambiar_password: boolean;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless a valid token of an open session of an active user comes with the request; 403
     * while the user must change their password.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /** `authenticate` for the routes a user who must change their password may still use (renew, sign out, change it). */
    authenticateSesion(request: FastifyRequest): Promise<void>;
    /** The active user of a valid token of an open session, or null. */
    usuarioDelToken(request: FastifyRequest): Promise<Usuario | null>;
    /** Signs the user in: a new session and its first token. */
    abrirSesion(usuario: Pick<Usuario, 'usuario_id' | 'rol'> & { debe_cambiar_password: boolean }): Promise<SesionAbierta>;
    /** A fresh token of the request's session (after `authenticateSesion`), ending no later than the session. */
    renovarToken(request: FastifyRequest): SesionAbierta;
    /** The signed-in users this process remembers: a route that changes a user or a centre forgets them. */
    usuarios: Pick<UsuarioCache<Autenticacion>, 'olvidar'>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user as the database has them now (see usuario-cache.ts). */
    usuario: Usuario | null;
    /** Set by `authenticate`: the session of the request's token. */
    sesion: SesionVerificada | null;
  }
}

export interface SesionVerificada {
  /** The verified token: `sid` names the session. */
  payload: TokenPayload;
  /** When the session ends at the latest (ms since the epoch). */
  caduca: number;
  debeCambiarPassword: boolean;
}

export interface AuthenticationOptions {
  secret: string;
  /** Users with hospitals, laboratories, biolabs and open sessions. */
  usuarios: UsuarioCache<Autenticacion>;
  /** How long a session may last from sign-in, whatever renewals follow. */
  duracionMaximaMs: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function leerPayload(payload: unknown): TokenPayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, rol, sid, ini } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^\d+$/.test(sub) || !ROLES.some((r) => r === rol)) return null;
  if (typeof sid !== 'string' || !UUID.test(sid) || typeof ini !== 'number') return null;
  return { sub, rol: rol as Rol, sid, ini };
}

async function authentication(app: FastifyInstance, options: AuthenticationOptions): Promise<void> {
  const { usuarios } = options;
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256' },
    // A token without an end, or without a session, is refused even when its signature is right.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sid'] },
  });
  // Revocation does not depend on this memory: the session (`sid`) is checked on every request.
  const verificados = new TokensVerificados<TokenPayload>(10_000);

  app.decorateRequest('usuario', null);
  app.decorateRequest('sesion', null);
  app.decorate('usuarios', usuarios);

  const firmar = (payload: TokenPayload, caduca: number) => {
    const restante = Math.floor((caduca - Date.now()) / 1000);
    return app.jwt.sign(payload, { expiresIn: Math.max(1, Math.min(TOKEN_LIFETIME_SECONDS, restante)) });
  };

  app.decorate('abrirSesion', async (usuario: Pick<Usuario, 'usuario_id' | 'rol'> & { debe_cambiar_password: boolean }) => {
    const abierta = await abrirSesion(app.db, usuario.usuario_id, new Date(), options.duracionMaximaMs);
    usuarios.olvidar(usuario.usuario_id);
    const payload = {
      sub: String(usuario.usuario_id),
      rol: usuario.rol,
      sid: abierta.sesion_id,
      ini: Math.floor(abierta.iniciada.getTime() / 1000),
    };
    return { token: firmar(payload, abierta.caduca_absoluta.getTime()), debe_cambiar_password: usuario.debe_cambiar_password };
  });

  app.decorate('renovarToken', (request: FastifyRequest) => {
    if (request.sesion === null) throw unauthenticated();
    const { payload, caduca, debeCambiarPassword } = request.sesion;
    return { token: firmar(payload, caduca), debe_cambiar_password: debeCambiarPassword };
  });

  /** The token's session and user when both are valid now. */
  const verificar = async (request: FastifyRequest) => {
    const cabecera = request.headers.authorization;
    const ahora = Date.now();
    let payload = cabecera === undefined ? null : verificados.leer(cabecera, ahora);
    if (payload === null) {
      let verificado: TokenPayload & { exp: number };
      try {
        verificado = (await request.jwtVerify()) as TokenPayload & { exp: number };
      } catch {
        return null;
      }
      payload = leerPayload(verificado);
      // fast-jwt still accepts a token within the millisecond of its exp: the token ends there (RFC 7519 §4.1.4).
      if (payload === null || verificado.exp * 1000 <= ahora) return null;
      if (cabecera !== undefined) verificados.recordar(cabecera, payload, verificado.exp * 1000);
    }
    const usuarioId = Number(payload.sub);
    let autenticacion = await usuarios.cargar(usuarioId);
    if (autenticacion !== null && !autenticacion.sesiones.has(payload.sid)) {
      // A session opened by another process a moment ago may not have reached this one's memory yet.
      usuarios.olvidar(usuarioId);
      autenticacion = await usuarios.cargar(usuarioId);
    }
    const caduca = autenticacion?.sesiones.get(payload.sid);
    if (autenticacion === null || !autenticacion.usuario.activo || caduca === undefined || caduca <= Date.now()) return null;
    return { usuario: autenticacion.usuario, sesion: { payload, caduca, debeCambiarPassword: autenticacion.debeCambiarPassword } };
  };

  app.decorate('usuarioDelToken', async (request: FastifyRequest) => (await verificar(request))?.usuario ?? null);

  const autenticar = async (request: FastifyRequest) => {
    const verificado = await verificar(request);
    if (verificado === null) throw unauthenticated();
    request.usuario = verificado.usuario;
    request.sesion = verificado.sesion;
    return verificado.sesion;
  };

  app.decorate('authenticateSesion', async (request: FastifyRequest) => {
    await autenticar(request);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const sesion = await autenticar(request);
    if (sesion.debeCambiarPassword) throw new ApiError(403, MENSAJE_DEBE_CAMBIAR_CONTRASENA);
  });
}

export const authenticationPlugin = fp(authentication, { name: 'authentication' });

/** The signed-in user of a route that ran `authenticate`. */
export function usuarioActual(request: FastifyRequest): Usuario {
  if (request.usuario === null) throw unauthenticated();
  return request.usuario;
}
