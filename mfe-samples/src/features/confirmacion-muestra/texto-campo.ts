import { buscarFila, formatearFecha, formatearNumero, type Campo } from '@registro-lma/shared/domain';

export const SIN_VALOR = '—';

function etiquetaDe(campo: Campo, codigo: unknown): string {
  const catalogo = campo.kind === 'enum' || campo.kind === 'multiEnum' ? campo.catalogo : undefined;
  return catalogo === undefined ? String(codigo) : (buscarFila(catalogo, String(codigo))?.etiqueta ?? String(codigo));
}

/** A stored value as users read it: catalogue labels, DD/MM/AAAA, Sí/No, decimal comma and unit; «—» when there is none. */
export function textoCampo(campo: Campo, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '' || (Array.isArray(valor) && valor.length === 0)) return SIN_VALOR;
  switch (campo.kind) {
    case 'enum':
      return etiquetaDe(campo, valor);
    case 'multiEnum':
      return Array.isArray(valor) ? valor.map((codigo) => etiquetaDe(campo, codigo)).join(', ') : etiquetaDe(campo, valor);
    case 'date':
      return typeof valor === 'string' ? formatearFecha(valor) : String(valor);
    case 'boolean':
      return valor === true ? 'Sí' : 'No';
    case 'integer':
    case 'decimal':
      if (typeof valor !== 'number') return String(valor);
      return campo.unidad === undefined ? formatearNumero(valor) : `${formatearNumero(valor)} ${campo.unidad}`;
    case 'text':
      return String(valor);
  }
}
