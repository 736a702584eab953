import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralizarFormula } from '@registro-lma/shared/domain';
import { isoString } from '../../platform/response-schemas';
import type { FilaAuditoria } from './auditoria-queries';

/** Header = column names; before and after are the stored snapshots as JSON, so the export loses nothing. */
const COLUMNAS = [
  'auditoria_id',
  'fecha',
  'usuario_id',
  'usuario_email',
  'usuario_nombre',
  'rol',
  'accion',
  'tabla',
  'registro_id',
  'paciente_id',
  'paciente_upn',
  'motivo',
  'antes',
  'despues',
] as const;

type FilaCsv = Record<(typeof COLUMNAS)[number], string | number | null>;

const json = (valor: unknown): string | null => (valor === null || valor === undefined ? null : JSON.stringify(valor));

function filaCsv(fila: FilaAuditoria): FilaCsv {
  return {
    auditoria_id: fila.auditoria_id,
    fecha: isoString(fila.fecha),
    usuario_id: fila.usuario_id,
    usuario_email: fila.email,
    usuario_nombre: fila.nombre === null ? null : `${fila.nombre} ${fila.apellidos ?? ''}`.trim(),
    rol: fila.rol,
    accion: fila.accion,
    tabla: fila.tabla,
    registro_id: fila.registro_id,
    paciente_id: fila.paciente_id,
    paciente_upn: fila.upn,
    motivo: fila.motivo,
    antes: json(fila.antes),
    despues: json(fila.despues),
  };
}

/** Text cells that would open as a formula get the extracts' leading apostrophe; numbers stay numbers. */
const sinFormulas = (fila: FilaCsv): FilaCsv =>
  Object.fromEntries(Object.entries(fila).map(([columna, valor]) => [columna, typeof valor === 'string' ? neutralizarFormula(valor) : valor])) as FilaCsv;

async function* filasCsv(filas: AsyncIterable<FilaAuditoria>): AsyncGenerator<FilaCsv> {
  for await (const fila of filas) yield sinFormulas(filaCsv(fila));
}

/**
 * The rows as CSV, streamed (data-dictionary §8's format): UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting of values
 * with separators, quotes or line breaks. Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`…) get a
 * leading apostrophe (OWASP «CSV injection»): free text in the trail is typed by users. A failure while reading
 * ends the stream with the error, so the download breaks instead of looking complete.
 */
export function csvAuditoria(filas: AsyncIterable<FilaAuditoria>): Transform {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: [...COLUMNAS],
  });
  pipeline(Readable.from(filasCsv(filas)), csv, () => undefined);
  return csv;
}
