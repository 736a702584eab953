import type { FastifyRequest } from 'fastify';
import { registrarAuditoria, type AccionAuditoria, type Autor } from './auditoria-commands';

/** The pseudo-table of security events in the audit trail: sign-ins, failed sign-ins, refusals. */
export const TABLA_SEGURIDAD = 'seguridad';

type EventoSeguridad = Extract<AccionAuditoria, 'SESION_INICIADA' | 'SESION_FALLIDA' | 'SESION_CERRADA' | 'ACCESO_DENEGADO'>;

function registrarEvento(request: FastifyRequest, accion: EventoSeguridad, autor: Autor | null, registroId: string, detalle: object): Promise<void> {
  return registrarAuditoria(request.server.db, {
    usuario_id: autor?.usuario_id ?? null,
    rol: autor?.rol ?? null,
    tabla: TABLA_SEGURIDAD,
    registro_id: registroId,
    accion,
    antes: null,
    despues: { ip: request.ip, ...detalle },
  });
}

/** A successful sign-in, on the account that signed in. */
export function auditarInicioSesion(request: FastifyRequest, usuario: Autor): Promise<void> {
  return registrarEvento(request, 'SESION_INICIADA', usuario, String(usuario.usuario_id), {});
}

/** A sign-out, on the account whose session ended. */
export function auditarCierreSesion(request: FastifyRequest, usuario: Autor): Promise<void> {
  return registrarEvento(request, 'SESION_CERRADA', usuario, String(usuario.usuario_id), {});
}

/** A refused sign-in: the e-mail tried (never the password); nobody is its author, the account may not exist. */
export function auditarInicioFallido(request: FastifyRequest, email: string): Promise<void> {
  return registrarEvento(request, 'SESION_FALLIDA', null, email, { email });
}

/** A 403: who was refused what. Written before the answer leaves; a failure to write it is logged, the refusal stands. */
export async function auditarDenegacion(request: FastifyRequest): Promise<void> {
  const ruta = `${request.method} ${request.routeOptions.url ?? request.url}`;
  try {
    await registrarEvento(request, 'ACCESO_DENEGADO', request.usuario, ruta, { url: request.url });
  } catch (error) {
    request.log.error({ err: error }, 'No se pudo registrar el acceso denegado en la auditoría');
  }
}
