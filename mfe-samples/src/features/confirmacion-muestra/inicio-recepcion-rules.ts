import { FORMULARIO_CONFIRMACION, hoy, recepcionSinIncidencias, validarConfirmacion, type Muestra } from '@registro-lma/shared/domain';
import { valoresDeRegistro, type ValoresRegistro } from '@registro-lma/shared/ui';

/** How the reception form opens: its values and the field that takes the focus (null: none, a recorded reception). */
export type InicioRecepcion = { readonly valores: ValoresRegistro; readonly foco: string | null };

/**
 * A recorded reception opens as recorded. A new one starts today with the tubes that were sent; when nothing is wrong
 * (the §5.2 rules find nothing to say of «Correcta» and accepted on today's date) it also starts «Correcta» and
 * accepted, at the tube count, the one thing left to check (Enter then confirms). A tube taken out for an incident,
 * or one the rules already warn about (e.g. late for flow cytometry), opens at its condition with nothing assumed.
 */
export function inicioRecepcion(muestra: Muestra, conIncidencia: boolean): InicioRecepcion {
  const registrados = valoresDeRegistro(FORMULARIO_CONFIRMACION, muestra.confirmacion);
  if (muestra.confirmacion !== null) return { valores: registrados, foco: null };
  const base = { ...registrados.datos, fecha_recepcion: hoy(), n_tubos_recibidos: muestra.datos.n_tubos ?? null };
  const sinIncidencias = { ...base, ...recepcionSinIncidencias(muestra.datos) };
  const comprobada = validarConfirmacion(sinIncidencias, { muestra: muestra.datos });
  const nadaQueRevisar = !conIncidencia && comprobada.ok && Object.keys(comprobada.avisos).length === 0;
  return nadaQueRevisar
    ? { valores: { ...registrados, datos: sinIncidencias }, foco: 'n_tubos_recibidos' }
    : { valores: { ...registrados, datos: base }, foco: 'condicion' };
}
