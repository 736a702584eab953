import { stringify } from 'csv-stringify/sync';
import { CORRIGE_POR_REGLA, neutralizarFormula, REGLA_CALIDAD } from '@registro-lma/shared/domain';
import type { LineaCalidad } from './calidad-queries';

const COLUMNAS = ['upn', 'hospital_id', 'regla', 'problema', 'formulario', 'registro_id', 'campo', 'item', 'desde', 'dias', 'propuesta', 'corrige'] as const;

const etiqueta = (regla: LineaCalidad['regla']) => REGLA_CALIDAD.find((fila) => fila.codigo === regla)?.etiqueta ?? regla;

/**
 * The worklist as the extracts write CSV (data-dictionary §8): UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, dates
 * YYYY-MM-DD; text cells that a spreadsheet would run as a formula get the leading apostrophe.
 */
export function csvCalidad(lineas: readonly LineaCalidad[]): string {
  const filas = lineas.map((linea) =>
    COLUMNAS.map((columna) => {
      const valor = columna === 'problema' ? etiqueta(linea.regla) : columna === 'corrige' ? CORRIGE_POR_REGLA[linea.regla].join(' / ') : linea[columna];
      return typeof valor === 'string' ? neutralizarFormula(valor) : valor;
    }),
  );
  return stringify(filas, { bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: [...COLUMNAS] });
}
