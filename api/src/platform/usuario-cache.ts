import { vigilarCambios, type ListenNotify } from '../db/listen-notify';

/** The database channel the triggers of migration 0007 notify: a user's id, or '*' for every user. */
export const CANAL_USUARIO_CAMBIADO = 'usuario_cambiado';

/** A bound on how long a user may stay remembered, should a notification ever be missed. */
const VIGENCIA_MS = 60_000;

export interface UsuarioCache<T> {
  /** The user, from memory while nothing about them changed, else from the database. */
  cargar(usuarioId: number): Promise<T | null>;
  /** Forgets one user (or all): called right after this process changes them, before answering. */
  olvidar(usuarioId?: number): void;
  detener(): Promise<void>;
}

interface Recordado<T> {
  usuario: Promise<T | null>;
  hasta: number;
}

/**
 * Every authenticated request needs its user with their centres and open sessions; reading them from the database
 * each time was half the cost of a simple request. They are remembered until the database says they changed (any process, any
 * client: the triggers notify) or this process changes them. While the notifications cannot be heard (the listening
 * connection was lost), nothing is remembered.
 */
export async function recordarUsuarios<T>(
  leer: (usuarioId: number) => Promise<T | null>,
  avisos: ListenNotify,
  ahora: () => number = Date.now,
): Promise<UsuarioCache<T>> {
  const recordados = new Map<number, Recordado<T>>();

  const olvidar = (usuarioId?: number) => {
    if (usuarioId === undefined) recordados.clear();
    else recordados.delete(usuarioId);
  };

  const vigilancia = await vigilarCambios(avisos, CANAL_USUARIO_CAMBIADO, (contenido) => olvidar(contenido === undefined || contenido === '*' ? undefined : Number(contenido)));

  return {
    cargar(usuarioId) {
      const recordado = recordados.get(usuarioId);
      if (recordado !== undefined && recordado.hasta > ahora()) return recordado.usuario;
      const usuario = leer(usuarioId);
      if (!vigilancia.escuchando()) return usuario;
      // Remembered from the moment it is asked for: a change notified while it is read forgets it too.
      const nuevo = { usuario, hasta: ahora() + VIGENCIA_MS };
      recordados.set(usuarioId, nuevo);
      usuario.then(
        (leido) => {
          if (leido === null && recordados.get(usuarioId) === nuevo) recordados.delete(usuarioId);
        },
        () => {
          if (recordados.get(usuarioId) === nuevo) recordados.delete(usuarioId);
        },
      );
      return usuario;
    },
    olvidar,
    detener: vigilancia.detener,
  };
}
