import { inArray } from 'drizzle-orm';
import { recepcionSinIncidencias, type Muestra, type Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestra } from '../../db/schema';
import { ApiError, staleVersion } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { confirmarMuestra } from './confirmacion-commands';

/** A tube of the tray, its scope already checked, with the sample's version read when it was scanned. */
export type TuboEnBandeja = { readonly actual: MuestraEnAlcance; readonly version: number };

/** The failure of one tube, for the whole tray: the message names the tube, `errores` is keyed by its code. */
function fallaDelTubo(codigo: string, error: ApiError): ApiError {
  const detalle = Object.values(error.errores ?? {});
  const mensaje = detalle.length > 0 ? detalle.join(' ') : error.message;
  return new ApiError(error.statusCode, `Muestra ${codigo}: ${mensaje}`, { [codigo]: mensaje });
}

/**
 * Bulk reception (data-dictionary §5.2) in the caller's transaction: every tube of the tray received with nothing
 * wrong («Correcta», accepted, the tubes that were sent) on one date and time, each through `confirmarMuestra`, so
 * each keeps every rule of a single reception and its audit rows. The samples are locked first and each must still
 * be at the version scanned (else 409); any tube that fails throws, which rolls the whole tray back.
 */
export async function recibirEnBloque(
  tx: Database,
  tubos: readonly TuboEnBandeja[],
  momento: { fecha_recepcion: string | null; hora_recepcion: string | null },
  autor: Usuario,
  auditar: Auditar,
): Promise<Muestra[]> {
  const bloqueadas = await tx
    .select({ muestra_id: muestra.muestra_id, codigo_muestra: muestra.codigo_muestra, version: muestra.version, n_tubos: muestra.n_tubos })
    .from(muestra)
    .where(inArray(muestra.muestra_id, tubos.map((tubo) => tubo.actual.muestra_id)))
    .for('update');
  const porId = new Map(bloqueadas.map((fila) => [fila.muestra_id, fila]));
  const recibidas: Muestra[] = [];
  for (const { actual, version } of tubos) {
    const fila = porId.get(actual.muestra_id);
    if (fila === undefined) throw new Error(`Muestra ${actual.muestra_id} desaparecida tras comprobar su alcance.`);
    try {
      if (fila.version !== version) throw staleVersion();
      const datos = { ...momento, ...recepcionSinIncidencias({ n_tubos: fila.n_tubos }) };
      recibidas.push(await confirmarMuestra(tx, actual, { version: null, datos }, autor, auditar));
    } catch (error) {
      throw error instanceof ApiError ? fallaDelTubo(fila.codigo_muestra, error) : error;
    }
  }
  return recibidas;
}
