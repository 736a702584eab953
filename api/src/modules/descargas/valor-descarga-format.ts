import type { ColumnaDescarga } from '@registro-lma/shared/domain';

function etiquetaDe(columna: Extract<ColumnaDescarga, { tipo: 'campo' }>, codigo: string): string {
  const { campo } = columna;
  if (campo.kind !== 'enum' || campo.catalogo === undefined) return codigo;
  return campo.catalogo.find((fila) => fila.codigo === codigo)?.etiqueta ?? codigo;
}

/**
 * A value computed here (the summary file's) as the export writes it (data-dictionary §0.1): booleans `1`/`0`, labels
 * for `<variable>_etiqueta`, null empty. The values read from the tables are written by PostgreSQL (texto-descarga-sql.ts).
 */
export function textoValor(columna: ColumnaDescarga, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (columna.tipo === 'sistema') return String(valor);
  if (columna.valor === 'anio') return String(valor).slice(0, 4);
  if (typeof valor === 'boolean') return valor ? '1' : '0';
  if (columna.valor === 'etiqueta') return etiquetaDe(columna, String(valor));
  return String(valor);
}
