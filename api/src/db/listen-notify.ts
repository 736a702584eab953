import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener of a notification channel hears. */
export interface NotifyListener {
  aviso(contenido: string): void;
  /** The listening connection was lost: notifications may be missed until `recuperado`. */
  perdido(): void;
  recuperado(): void;
}

/** LISTEN/NOTIFY on either engine; `escuchar` answers how to stop. */
export interface ListenNotify {
  escuchar(canal: string, oyente: NotifyListener): Promise<() => Promise<void>>;
}

const PRIMER_REINTENTO_MS = 1000;
const MAXIMO_REINTENTO_MS = 30_000;

/** Embedded PGlite: one process, so its notifications are never lost. */
export function listenNotifyPglite(client: PGlite): ListenNotify {
  return {
    escuchar: async (canal, oyente) => {
      const dejar = await client.listen(canal, (contenido) => oyente.aviso(contenido));
      // Whoever owns the database may have closed it first: then nothing is listening any more.
      return async () => {
        if (!client.closed) await dejar();
      };
    },
  };
}

/**
 * A PostgreSQL server: a connection of its own, outside the pool (a pooled connection changes hands). When it
 * is lost the listener is told, and it reconnects with growing pauses until it hears again.
 */
export function listenNotifyPostgres(connectionString: string): ListenNotify {
  return {
    escuchar: async (canal, oyente) => {
      let actual: pg.Client | null = null;
      let detenido = false;
      let reintento: NodeJS.Timeout | undefined;

      const perder = (cliente: pg.Client) => {
        if (cliente !== actual || detenido) return;
        actual = null;
        oyente.perdido();
        cliente.end().catch(() => undefined);
        programar(PRIMER_REINTENTO_MS);
      };

      const conectar = async () => {
        const cliente = new pg.Client({ connectionString });
        cliente.on('notification', (mensaje) => {
          if (mensaje.channel === canal) oyente.aviso(mensaje.payload ?? '');
        });
        cliente.on('error', () => perder(cliente));
        cliente.on('end', () => perder(cliente));
        try {
          await cliente.connect();
          await cliente.query(`LISTEN ${cliente.escapeIdentifier(canal)}`);
        } catch (error) {
          await cliente.end().catch(() => undefined);
          throw error;
        }
        actual = cliente;
      };

      const programar = (espera: number) => {
        reintento = setTimeout(() => {
          conectar().then(
            () => oyente.recuperado(),
            () => programar(Math.min(espera * 2, MAXIMO_REINTENTO_MS)),
          );
        }, espera);
        reintento.unref();
      };

      await conectar();
      return async () => {
        detenido = true;
        clearTimeout(reintento);
        await actual?.end();
      };
    },
  };
}

/** What remembers data while it hears when it changes. */
export interface Vigilancia {
  /** Whether notices are heard now: while they are not, nothing may be remembered. */
  escuchando(): boolean;
  detener(): Promise<void>;
}

/**
 * Hears `canal` for a cache: each notice calls `olvidar` with its payload; a lost connection forgets everything and
 * stops the remembering until it is heard again (notices may have been missed meanwhile).
 */
export async function vigilarCambios(avisos: ListenNotify, canal: string, olvidar: (contenido?: string) => void): Promise<Vigilancia> {
  let escuchando = false;
  const detener = await avisos.escuchar(canal, {
    aviso: (contenido) => olvidar(contenido),
    perdido: () => {
      escuchando = false;
      olvidar();
    },
    recuperado: () => {
      olvidar();
      escuchando = true;
    },
  });
  escuchando = true;
  return { escuchando: () => escuchando, detener };
}
