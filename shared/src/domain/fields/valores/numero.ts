import { formatMensaje } from '../../messages/mensajes-genericos';
import type { CampoDecimal, CampoEntero } from '../campo';
import { esVacio, invalido, valido, type ResultadoValor } from './resultado-valor';

const ENTERO = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(?:[.,](\d+))?$/;

function fueraDeRango(campo: CampoEntero | CampoDecimal, valor: number): ResultadoValor<number> {
  if (campo.rangoSegun !== undefined || (valor >= campo.min && valor <= campo.max)) return valido(valor);
  return invalido(formatMensaje('G02', { min: campo.min, max: campo.max, unidad: campo.unidad ?? '' }));
}

export function leerEntero(campo: CampoEntero, bruto: unknown): ResultadoValor<number> {
  if (esVacio(bruto)) return valido(null);
  const valor = typeof bruto === 'string' && ENTERO.test(bruto.trim()) ? Number(bruto.trim()) : bruto;
  if (typeof valor !== 'number' || !Number.isSafeInteger(valor)) return invalido(formatMensaje('G03'));
  return fueraDeRango(campo, valor);
}

/** Decimals written beyond the significant ones (12,50) do not count: the value is exact with `decimales`. */
function cifrasDecimales(texto: string): number {
  const fraccion = DECIMAL.exec(texto)?.[1] ?? '';
  return fraccion.replace(/0+$/, '').length;
}

export function leerDecimal(campo: CampoDecimal, bruto: unknown): ResultadoValor<number> {
  if (esVacio(bruto)) return valido(null);
  const noValido = invalido(formatMensaje('G04', { n: campo.decimales }));
  if (typeof bruto === 'number') {
    if (!Number.isFinite(bruto) || Number(bruto.toFixed(campo.decimales)) !== bruto) return noValido;
    return fueraDeRango(campo, bruto);
  }
  if (typeof bruto !== 'string') return noValido;
  const texto = bruto.trim();
  if (!DECIMAL.test(texto) || cifrasDecimales(texto) > campo.decimales) return noValido;
  return fueraDeRango(campo, Number(texto.replace(',', '.')));
}
