import { formatearFecha } from '../../fechas/fecha-iso';

/** Exact Spanish messages of the rescue lines (data-dictionary §3.10, §6 X18, X19). */
export const MENSAJE_REFRACTARIEDAD_PRIMARIA =
  'La refractariedad primaria solo puede indicarse en la primera línea de rescate y sin remisión previa.';
export const MENSAJE_SOLO_SEGUNDA_LINEA = 'Esta indicación solo es válida en la segunda línea de rescate.';
export const MENSAJE_SIN_RECAIDA_CORRESPONDIENTE = 'No existe la recaída correspondiente registrada.';
export const MENSAJE_REGISTRE_TRASPLANTE = 'Registre el trasplante correspondiente.';

/** X18. */
export function mensajeRescateAntesDeRecaida(fecha: string): string {
  return `El tratamiento de rescate no puede comenzar antes de la recaída o de la evaluación que documenta la refractariedad (${formatearFecha(fecha)}).`;
}

/** X19. */
export function mensajeSegundaLineaAntes(fecha: string): string {
  return `La segunda línea de rescate debe comenzar después de la primera (${formatearFecha(fecha)}).`;
}
