import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { descarga } from '../../db/schema';
import type { ColaTrabajos } from '../../platform/trabajos/cola-trabajos-client';
import { COLA_DESCARGAS, MOTIVO_PERDIDAS, PERDIDAS_MAXIMAS } from './descarga-job';

/** A running extract without a heartbeat (`latido_en`) for this long lost its process. */
export const LATIDO_PERDIDO_MS = 60_000;

/**
 * Takes back the extracts whose process is gone: EN_CURSO without a sign of life since `perdidoAntesDe`. Each is
 * queued again at once (not when pg-boss would expire it, 30 minutes later), unless it was already lost
 * PERDIDAS_MAXIMAS times: then it fails with the reason, as it may be what stops its process. Returns how many.
 */
export async function recuperarDescargasHuerfanas(db: Database, cola: Pick<ColaTrabajos, 'reanudar' | 'cancelar'>, perdidoAntesDe: Date): Promise<number> {
  const agotada = sql`${descarga.perdidas} + 1 >= ${PERDIDAS_MAXIMAS}`;
  const huerfanas = await db
    .update(descarga)
    .set({
      perdidas: sql`${descarga.perdidas} + 1`,
      estado: sql`case when ${agotada} then 'FALLIDA' else 'PENDIENTE' end`,
      error: sql`case when ${agotada} then ${MOTIVO_PERDIDAS} end`,
      terminada_en: sql`case when ${agotada} then now() end`,
    })
    .where(and(eq(descarga.estado, 'EN_CURSO'), lt(sql`coalesce(${descarga.latido_en}, ${descarga.iniciada_en}, ${descarga.creada_en})`, perdidoAntesDe)))
    .returning({ descarga_id: descarga.descarga_id, estado: descarga.estado });
  for (const { descarga_id, estado } of huerfanas) {
    if (estado === 'PENDIENTE') await cola.reanudar(COLA_DESCARGAS, descarga_id, { descarga_id });
    else await cola.cancelar(COLA_DESCARGAS, descarga_id);
  }
  return huerfanas.length;
}
