import { stringify } from 'csv-stringify/sync';
import { neutralizarFormula } from '@registro-lma/shared/domain';
import type { PasoExportado } from './consulta-queries';

const COLUMNAS = [
  'consulta_id',
  'upn',
  'hospital_id',
  'formulario',
  'registro_id',
  'campo',
  'estado',
  'origen',
  'regla',
  'paso',
  'tipo',
  'texto_consulta',
  'auditoria_id',
  'usuario_id',
  'fecha',
] as const satisfies readonly (keyof PasoExportado)[];

/**
 * The queries with their history, one line per step of each thread, as the extracts write CSV (data-dictionary §8):
 * UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting; text a spreadsheet would run as a formula gets the leading apostrophe.
 */
export function csvConsultas(pasos: readonly PasoExportado[]): string {
  const filas = pasos.map((paso) => COLUMNAS.map((columna) => (typeof paso[columna] === 'string' ? neutralizarFormula(paso[columna]) : paso[columna])));
  return stringify(filas, { bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: [...COLUMNAS] });
}
