/** Exact Spanish messages of the consolidation form (data-dictionary §3.5, §6 X09, X10). */
export const MENSAJE_CONSOLIDACION_ANTES_DE_INDUCCION = 'La consolidación debe comenzar después del último ciclo de inducción.';
export const MENSAJE_SIN_REMISION_PREVIA = 'No consta remisión (RC, RCh o RCi) antes de la consolidación.';
export const MENSAJE_REGISTRE_RECAIDA = 'Ha indicado recaída: registre el formulario de recaída.';

/** X09 (E), with the start of the previous cycle. */
export function mensajeCicloAnterior(fecha: string): string {
  return `Cada ciclo de consolidación debe comenzar después del ciclo anterior (${fecha}).`;
}
