import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { MENSAJE_DEMASIADOS_INTENTOS } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { intentoLogin } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import { claveDireccion } from './clave-direccion-policy';

/**
 * Failed sign-ins allowed within `VENTANA_INTENTOS_MS` before the next attempt is refused (429) without hashing:
 * per account whatever the address (guessing one password from many addresses), per address whatever the account
 * (trying many accounts), and per pair, the limit a user who forgot the password meets first.
 */
export const LIMITES_INTENTOS = { porCuentaYDireccion: 5, porCuenta: 10, porDireccion: 30 } as const;
export const VENTANA_INTENTOS_MS = 5 * 60_000;

export interface IntentosLogin {
  /**
   * Runs `comprobar` (which checks the password and gives the credentials, or null when they are wrong) unless a
   * limit is reached (429). A null answer counts as a failure; a success, or an error before the answer (e.g. the
   * hash queue is full), does not.
   */
  comprobar<T>(direccion: string, email: string, comprobar: () => Promise<T | null>): Promise<T | null>;
}

const PODA_CADA_MS = 60_000;

/**
 * Failed sign-ins are rows of `intento_login`, so every API process sharing the database shares the limits.
 * An attempt is written before the password is checked and removed if it succeeds: concurrent guesses cannot all
 * pass the check before any of them is counted. Each attempt counts only the rows written before it, so the
 * first ones of a burst are answered and the rest refused. A success removes only its own row: it does not reset
 * earlier failures, otherwise whoever knows one password could clear an address's count and keep guessing.
 */
export function intentosLogin(db: Database, ahora: () => number = Date.now): IntentosLogin {
  let ultimaPoda = 0;

  async function podar(instante: number): Promise<void> {
    if (instante - ultimaPoda < PODA_CADA_MS) return;
    ultimaPoda = instante;
    await db.delete(intentoLogin).where(lt(intentoLogin.creado_en, new Date(instante - VENTANA_INTENTOS_MS)));
  }

  async function empezar(direccion: string, email: string): Promise<() => Promise<void>> {
    const instante = ahora();
    await podar(instante);
    const clave = claveDireccion(direccion);
    const [fila] = await db
      .insert(intentoLogin)
      .values({ email, direccion: clave, creado_en: new Date(instante) })
      .returning({ id: intentoLogin.intento_login_id });
    if (fila === undefined) throw new Error('intento_login no devolvió identificador.');
    const deLaCuenta = eq(intentoLogin.email, email);
    const deLaDireccion = eq(intentoLogin.direccion, clave);
    const [previos] = await db
      .select({
        porCuenta: count(sql`case when ${deLaCuenta} then 1 end`),
        porDireccion: count(sql`case when ${deLaDireccion} then 1 end`),
        porCuentaYDireccion: count(sql`case when ${and(deLaCuenta, deLaDireccion)} then 1 end`),
      })
      .from(intentoLogin)
      .where(
        and(
          lt(intentoLogin.intento_login_id, fila.id),
          gt(intentoLogin.creado_en, new Date(instante - VENTANA_INTENTOS_MS)),
          or(deLaCuenta, deLaDireccion),
        ),
      );
    const anular = async () => {
      await db.delete(intentoLogin).where(eq(intentoLogin.intento_login_id, fila.id));
    };
    const superado = (Object.keys(LIMITES_INTENTOS) as (keyof typeof LIMITES_INTENTOS)[]).some(
      (limite) => (previos?.[limite] ?? 0) >= LIMITES_INTENTOS[limite],
    );
    if (superado) {
      // A refused attempt evaluated no password: it does not extend the block.
      await anular();
      throw new ApiError(429, MENSAJE_DEMASIADOS_INTENTOS);
    }
    return anular;
  }

  return {
    async comprobar(direccion, email, comprobar) {
      const anular = await empezar(direccion, email);
      let resultado;
      try {
        resultado = await comprobar();
      } catch (error) {
        await anular();
        throw error;
      }
      if (resultado !== null) await anular();
      return resultado;
    },
  };
}
