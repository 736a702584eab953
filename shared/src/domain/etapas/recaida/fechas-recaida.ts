import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';

/** The relapse dates of some `recaida` rows, ascending (rows without a date are left out). */
export function fechasRecaida(recaidas: readonly Registro[]): string[] {
  return recaidas.flatMap((recaida) => fechaDe(recaida, 'rec_fecha') ?? []).sort();
}
