import { normalizarFechaIso } from '../../fechas/fecha-iso';
import { hoy } from '../../fechas/reloj';
import { formatMensaje } from '../../messages/mensajes-genericos';
import type { CampoFecha } from '../campo';
import { esVacio, invalido, valido, type ResultadoValor } from './resultado-valor';

const PRIMERA_FECHA = '1900-01-01';

export function leerFecha(campo: CampoFecha, bruto: unknown): ResultadoValor<string> {
  if (esVacio(bruto)) return valido(null);
  const fecha = typeof bruto === 'string' ? normalizarFechaIso(bruto) : null;
  if (fecha === null) return invalido(formatMensaje('G05'));
  // ISO dates compare correctly as strings.
  if (fecha < PRIMERA_FECHA) return invalido(formatMensaje('G19'));
  if (!campo.permitirFuturo && fecha > hoy()) return invalido(formatMensaje('G06'));
  return valido(fecha);
}
