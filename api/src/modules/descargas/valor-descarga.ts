import type { ColumnaDescarga } from '@registro-lma/shared/domain';

/** Codes of a multi-code value in catalogue order, joined by `|` (data-dictionary §0.1). */
function codigosOrdenados(columna: Extract<ColumnaDescarga, { tipo: 'campo' }>, valor: readonly string[]): string[] {
  const { campo } = columna;
  const orden = campo.kind === 'multiEnum' && campo.catalogo !== undefined ? campo.catalogo.map((fila) => fila.codigo) : [];
  const posicion = (codigo: string) => {
    const indice = orden.indexOf(codigo);
    return indice === -1 ? orden.length : indice;
  };
  return [...valor].sort((a, b) => posicion(a) - posicion(b));
}

function etiquetaDe(columna: Extract<ColumnaDescarga, { tipo: 'campo' }>, codigo: string): string {
  const { campo } = columna;
  if ((campo.kind !== 'enum' && campo.kind !== 'multiEnum') || campo.catalogo === undefined) return codigo;
  return campo.catalogo.find((fila) => fila.codigo === codigo)?.etiqueta ?? codigo;
}

/** A value as the export writes it (data-dictionary §0.1): booleans `1`/`0`, lists `|`-joined, null empty. */
export function textoValor(columna: ColumnaDescarga, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (columna.tipo === 'sistema') return String(valor);
  if (columna.valor === 'anio') return String(valor).slice(0, 4);
  if (Array.isArray(valor)) {
    const codigos = codigosOrdenados(columna, valor.map(String));
    return (columna.valor === 'etiqueta' ? codigos.map((codigo) => etiquetaDe(columna, codigo)) : codigos).join('|');
  }
  if (typeof valor === 'boolean') return valor ? '1' : '0';
  if (columna.valor === 'etiqueta') return etiquetaDe(columna, String(valor));
  return String(valor);
}
