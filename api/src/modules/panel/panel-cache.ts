import { vigilarCambios, type ListenNotify } from '../../db/listen-notify';
import { escriturasDeEsteProceso } from '../../platform/auditoria-repository';

/** The database channel the statement triggers of every table a panel counts notify (migration 0032). */
export const CANAL_PANEL_CAMBIADO = 'panel_cambiado';

/** A bound on how long counts may be served, should a notification ever be missed. */
const VIGENCIA_MS = 60_000;

/** Distinct questions remembered at once: the oldest asked is forgotten first. */
const MAXIMO_RECORDADOS = 1000;

/** Counts as a panel answer is computed from, and when the database was read for them. */
export interface Recuentos<T> {
  recuentos: T;
  calculadoEn: Date;
}

export interface PanelCache {
  /** The counts of `clave`, from memory while nothing the panel counts changed, else from `contar`. */
  recordar<T>(clave: string, contar: () => Promise<T>): Promise<Recuentos<T>>;
  detener(): Promise<void>;
}

interface Recordado {
  recuentos: Promise<Recuentos<unknown>>;
  hasta: number;
  /** This process's committed changes when it was asked for (its own changes are known before any notice). */
  escrituras: number;
}

/**
 * The panel's counts scan every patient in scope (100 000 rows for a coordinator) and many users ask the same question
 * (the default panel, a common filter): the counts of a question are read once and shared until the registry's data
 * changes. Any change to a table a panel counts, by any process or client, is notified by the database after it
 * commits, and forgets them all; a question being read when the notice comes is forgotten too, so counts read before a
 * change are never kept after it. A change this process committed is known at once, before its notice comes back.
 * While notices cannot be heard (the listening connection was lost), nothing is kept.
 */
export async function recordarRecuentosPanel(
  avisos: ListenNotify,
  escrituras: () => number = escriturasDeEsteProceso,
  ahora: () => number = Date.now,
): Promise<PanelCache> {
  const recordados = new Map<string, Recordado>();
  const vigilancia = await vigilarCambios(avisos, CANAL_PANEL_CAMBIADO, () => recordados.clear());

  return {
    recordar<T>(clave: string, contar: () => Promise<T>): Promise<Recuentos<T>> {
      const recordado = recordados.get(clave);
      if (recordado !== undefined && recordado.hasta > ahora() && recordado.escrituras === escrituras()) return recordado.recuentos as Promise<Recuentos<T>>;
      const calculadoEn = new Date(ahora());
      const recuentos = contar().then((leidos) => ({ recuentos: leidos, calculadoEn }));
      if (!vigilancia.escuchando()) return recuentos;
      const nuevo = { recuentos, hasta: ahora() + VIGENCIA_MS, escrituras: escrituras() };
      recordados.delete(clave);
      recordados.set(clave, nuevo);
      if (recordados.size > MAXIMO_RECORDADOS) recordados.delete(recordados.keys().next().value as string);
      recuentos.catch(() => {
        if (recordados.get(clave) === nuevo) recordados.delete(clave);
      });
      return recuentos;
    },
    detener: vigilancia.detener,
  };
}
