import { leerConPython } from '../../testing/leer-con-python';

/** openpyxl (Debian's python3-openpyxl, so the system Python) reads the workbook: sheet names and each sheet's rows. */
const LECTOR_XLSX = `
import datetime, json, sys, openpyxl
libro = openpyxl.load_workbook(sys.argv[1])
def celda(valor):
    if isinstance(valor, datetime.datetime):
        return {'fecha': valor.date().isoformat()}
    return valor
json.dump({'hojas': libro.sheetnames, 'filas': {hoja.title: [[celda(v) for v in fila] for fila in hoja.iter_rows(values_only=True)] for hoja in libro.worksheets}}, sys.stdout)
`;

/** A cell as openpyxl gives it: text, number, a date (`{ fecha: 'YYYY-MM-DD' }`) or empty. */
export type CeldaLeida = string | number | { fecha: string } | null;
export type ContenidoXlsx = { hojas: string[]; filas: Record<string, CeldaLeida[][]> };

export function leerXlsxConPython(xlsx: Buffer): ContenidoXlsx {
  return leerConPython('/usr/bin/python3', LECTOR_XLSX, xlsx, 'libro.xlsx') as ContenidoXlsx;
}
