import { formatMensaje } from '../../messages/mensajes-genericos';
import type { CampoTexto } from '../campo';
import { invalido, valido, type ResultadoValor } from './resultado-valor';

export function leerTexto(campo: CampoTexto, bruto: unknown): ResultadoValor<string> {
  if (bruto === undefined || bruto === null) return valido(null);
  if (typeof bruto !== 'string') return invalido(formatMensaje('G14'));
  const recortado = campo.recortar === false ? bruto : bruto.trim();
  const texto = campo.minusculas ? recortado.toLowerCase() : recortado;
  if (texto === '') return valido(null);
  if (texto.length > campo.max) return invalido(formatMensaje('G08', { max: campo.max }));
  if (campo.min !== undefined && texto.length < campo.min) {
    return invalido(campo.mensajeMin ?? formatMensaje('G14'));
  }
  if (campo.pattern && !campo.pattern.test(texto)) return invalido(formatMensaje(campo.mensajePattern ?? 'G14'));
  return valido(texto);
}
