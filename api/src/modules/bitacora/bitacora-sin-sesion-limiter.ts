import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MENSAJE_DEMASIADOS_INTENTOS, type BitacoraEntrada } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { bitacora } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import { registrarBitacora } from './bitacora-queries';

/**
 * What callers without a valid token may store, all addresses together: the per-address limit alone let 20
 * addresses store 48 MB in one burst. Their request and response texts are cut to `caracteresPorCampo` (a cut
 * entry still tells what failed). A signed-in user is accountable and keeps the fields' full size.
 */
export const PRESUPUESTO_SIN_SESION = { entradasPorMinuto: 120, bytesPorMinuto: 512 * 1024, caracteresPorCampo: 4000 } as const;

const REINTENTAR_EN_SEGUNDOS = 60;

// Any constant: the transaction-scoped lock that makes the budget check and the insert one step across processes.
const CERROJO_PRESUPUESTO = 7_302_513;

function recortar(texto: string): string {
  if (texto.length <= PRESUPUESTO_SIN_SESION.caracteresPorCampo) return texto;
  // Never half of a surrogate pair: the cut text must stay valid UTF-16.
  return texto.slice(0, PRESUPUESTO_SIN_SESION.caracteresPorCampo).replace(/[\uD800-\uDBFF]$/, '');
}

function bytesDe(entrada: BitacoraEntrada): number {
  return [entrada.fecha, entrada.request, entrada.response, entrada.url, entrada.usuario ?? '', entrada.rol ?? '']
    .map((texto) => Buffer.byteLength(texto))
    .reduce((total, bytes) => total + bytes, 0);
}

const bytesAlmacenados = sql<number>`coalesce(sum(octet_length(${bitacora.fecha}) + octet_length(${bitacora.request})
  + octet_length(${bitacora.response}) + octet_length(${bitacora.url})
  + coalesce(octet_length(${bitacora.usuario_declarado}), 0) + coalesce(octet_length(${bitacora.rol_declarado}), 0)), 0)`.mapWith(Number);

/** Stores an entry that came without a valid token, cut to size, within the shared per-minute budget (429 past it). */
export async function registrarBitacoraSinSesion(db: Database, enviada: BitacoraEntrada): Promise<number> {
  const entrada = { ...enviada, request: recortar(enviada.request), response: recortar(enviada.response) };
  const bytes = bytesDe(entrada);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CERROJO_PRESUPUESTO})`);
    const [uso] = await tx
      .select({ entradas: count(), bytes: bytesAlmacenados })
      .from(bitacora)
      .where(and(eq(bitacora.verificado, false), gt(bitacora.creado_en, sql`now() - interval '1 minute'`)));
    const entradas = uso?.entradas ?? 0;
    const usados = uso?.bytes ?? 0;
    if (entradas >= PRESUPUESTO_SIN_SESION.entradasPorMinuto || usados + bytes > PRESUPUESTO_SIN_SESION.bytesPorMinuto) {
      throw new ApiError(429, MENSAJE_DEMASIADOS_INTENTOS, undefined, REINTENTAR_EN_SEGUNDOS);
    }
    return registrarBitacora(tx, entrada, null);
  });
}
