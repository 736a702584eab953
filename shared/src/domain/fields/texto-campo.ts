import { buscarFila, type CatalogoFila } from '../catalogues/catalogo-fila';
import { formatearFecha, normalizarFechaIso } from '../fechas/fecha-iso';
import { formatearNumero } from '../messages/mensajes-genericos';
import type { Campo } from './campo';

/** Shown and printed where a field or a definition has no value. */
export const SIN_VALOR = '—';

/** The label users read for a stored code; «—» when not answered, the code itself if the catalogue lost it. */
export function etiquetaCatalogo(catalogo: readonly CatalogoFila[], codigo: unknown): string {
  if (codigo === null || codigo === undefined || codigo === '') return SIN_VALOR;
  const texto = String(codigo);
  return buscarFila(catalogo, texto)?.etiqueta ?? texto;
}

function etiquetaDe(campo: Campo, codigo: unknown): string {
  const catalogo = campo.kind === 'enum' || campo.kind === 'multiEnum' ? campo.catalogo : undefined;
  return catalogo === undefined ? String(codigo) : etiquetaCatalogo(catalogo, codigo);
}

function numero(campo: Campo, valor: number): string {
  const redondeado = campo.kind === 'decimal' ? Number(valor.toFixed(campo.decimales)) : valor;
  const unidad = campo.kind === 'decimal' || campo.kind === 'integer' ? campo.unidad : undefined;
  return unidad === undefined ? formatearNumero(redondeado) : `${formatearNumero(redondeado)} ${unidad}`;
}

/** A stored or computed value as users read it: catalogue labels, DD/MM/AAAA, Sí/No, decimal comma and unit; «—» when there is none. */
export function textoCampo(campo: Campo, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '' || (Array.isArray(valor) && valor.length === 0)) return SIN_VALOR;
  switch (campo.kind) {
    case 'enum':
      return etiquetaDe(campo, valor);
    case 'multiEnum':
      return Array.isArray(valor) ? valor.map((codigo) => etiquetaDe(campo, codigo)).join(', ') : etiquetaDe(campo, valor);
    case 'date': {
      const fecha = typeof valor === 'string' ? normalizarFechaIso(valor) : null;
      return fecha === null ? String(valor) : formatearFecha(fecha);
    }
    case 'boolean':
      return valor === true ? 'Sí' : valor === false ? 'No' : String(valor);
    case 'integer':
    case 'decimal':
      return typeof valor === 'number' ? numero(campo, valor) : String(valor);
    case 'text':
      return String(valor);
  }
}
