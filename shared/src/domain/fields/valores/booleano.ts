import { formatMensaje } from '../../messages/mensajes-genericos';
import { invalido, valido, type ResultadoValor } from './resultado-valor';

export function leerBooleano(bruto: unknown): ResultadoValor<boolean> {
  if (bruto === undefined || bruto === null || bruto === '') return valido(null);
  return typeof bruto === 'boolean' ? valido(bruto) : invalido(formatMensaje('G07'));
}
