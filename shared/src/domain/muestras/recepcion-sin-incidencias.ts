import type { Registro } from '../fields/campo';

/**
 * A reception with nothing wrong (data-dictionary §5.2): the sample arrived as it was sent («Correcta», every tube)
 * and is accepted. What the reception form starts with when nothing has to be checked, and what bulk reception
 * records for each tube of the tray.
 */
export function recepcionSinIncidencias(muestra: Registro): Registro {
  return { condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: typeof muestra.n_tubos === 'number' ? muestra.n_tubos : null };
}
