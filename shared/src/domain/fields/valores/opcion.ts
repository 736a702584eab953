import { buscarFila } from '../../catalogues/catalogo-fila';
import { formatMensaje } from '../../messages/mensajes-genericos';
import type { CampoEnum, CampoMultiEnum } from '../campo';
import { esVacio, invalido, valido, type ResultadoValor } from './resultado-valor';

const ID_REFERENCIA = /^\d+$/;

type Codigo = string | number;

/** One option: a catalogue code (inactive codes stay valid in existing records) or a referenced row id. */
function leerCodigo(campo: CampoEnum | CampoMultiEnum, bruto: unknown): Codigo | undefined {
  if (campo.referencia !== undefined) {
    const id = typeof bruto === 'string' && ID_REFERENCIA.test(bruto.trim()) ? Number(bruto.trim()) : bruto;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }
  if (typeof bruto !== 'string') return undefined;
  return buscarFila(campo.catalogo, bruto.trim())?.codigo;
}

export function leerEnum(campo: CampoEnum, bruto: unknown): ResultadoValor<Codigo> {
  if (esVacio(bruto)) return valido(null);
  const codigo = leerCodigo(campo, bruto);
  return codigo === undefined ? invalido(formatMensaje('G07')) : valido(codigo);
}

function ordenDe(campo: CampoMultiEnum, codigo: Codigo): number {
  if (campo.catalogo === undefined) return Number(codigo);
  return buscarFila(campo.catalogo, String(codigo))?.orden ?? 0;
}

/** A set of options, without repetitions, in catalogue order (the order exports write, data-dictionary §0.1). */
export function leerMultiEnum(campo: CampoMultiEnum, bruto: unknown): ResultadoValor<Codigo[]> {
  if (bruto === undefined || bruto === null) return valido([]);
  if (!Array.isArray(bruto)) return invalido(formatMensaje('G07'));
  const codigos: Codigo[] = [];
  for (const elemento of bruto) {
    const codigo = leerCodigo(campo, elemento);
    if (codigo === undefined) return invalido(formatMensaje('G07'));
    if (!codigos.includes(codigo)) codigos.push(codigo);
  }
  const exclusivo = codigos.length > 1 ? campo.exclusivos?.find((codigo) => codigos.includes(codigo)) : undefined;
  if (exclusivo !== undefined) {
    const opcion = campo.catalogo ? (buscarFila(campo.catalogo, exclusivo)?.etiqueta ?? exclusivo) : exclusivo;
    return invalido(formatMensaje('G16', { opcion }));
  }
  return valido(codigos.sort((a, b) => ordenDe(campo, a) - ordenDe(campo, b)));
}
