import { HttpError } from '@registro-lma/shared/http';
import { confirm, notify, type ConfirmOptions } from '@registro-lma/shared/ui';

export interface AccionAdmin {
  /** Asked first; the action runs only if the administrator accepts. */
  readonly confirmacion?: ConfirmOptions | undefined;
  readonly accion: () => Promise<unknown>;
  /** Notified when the action succeeds, followed by the warnings (`avisos`) its answer carries. */
  readonly exito: string;
  /** Notified when the action fails without a message of the API. */
  readonly fallo: string;
}

/** Not confirmed, done, or failed (and notified). */
export type ResultadoAccion = 'cancelada' | 'hecha' | 'fallida';

function avisosDe(respuesta: unknown): readonly string[] {
  if (typeof respuesta !== 'object' || respuesta === null || !('avisos' in respuesta) || !Array.isArray(respuesta.avisos)) return [];
  return respuesta.avisos.filter((aviso): aviso is string => typeof aviso === 'string');
}

/** One action of an administration list (deactivate, delete, reorder…), its outcome notified. */
export async function ejecutarAccionAdmin({ confirmacion, accion, exito, fallo }: AccionAdmin): Promise<ResultadoAccion> {
  if (confirmacion !== undefined && !(await confirm(confirmacion))) return 'cancelada';
  try {
    const respuesta = await accion();
    notify(exito, { variant: 'success' });
    for (const aviso of avisosDe(respuesta)) notify(aviso, { variant: 'warning' });
    return 'hecha';
  } catch (error) {
    notify(error instanceof HttpError ? error.message : fallo, { variant: 'error' });
    return 'fallida';
  }
}
