import { csvCompleto } from '@registro-lma/shared/domain';
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
  'usuario',
  'rol',
  'fecha',
] as const satisfies readonly (keyof PasoExportado)[];

/**
 * The queries with their history, one line per step of each thread, as the extracts write CSV (data-dictionary §8):
 * the extracts' own writer (UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, formulas neutralised).
 */
export function csvConsultas(pasos: readonly PasoExportado[]): string {
  return csvCompleto(
    COLUMNAS,
    pasos.map((paso) => COLUMNAS.map((columna) => (paso[columna] === null ? null : String(paso[columna])))),
  );
}
