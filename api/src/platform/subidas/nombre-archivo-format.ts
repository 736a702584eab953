import { EXTENSION_DE, type TipoArchivo } from './tipo-archivo-validator';

const LONGITUD_MAXIMA = 255;
const NOMBRE_POR_DEFECTO = 'archivo';
const EXTENSIONES_ACEPTADAS: Readonly<Record<TipoArchivo, readonly string[]>> = { pdf: ['.pdf'], png: ['.png'], jpeg: ['.jpg', '.jpeg'] };

/**
 * The client's file name as the registry keeps it (data-dictionary §5.3): the path stripped, every character outside
 * `[A-Za-z0-9._() -]` replaced by `_`, ending in the extension of what the file is (`.pdf` for a PDF), ≤ 255
 * characters. Accented letters are composed first, so each becomes a single `_`.
 */
export function sanearNombreArchivo(original: string, tipo: TipoArchivo): string {
  const sinRuta = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const saneado = sinRuta.replace(/[^A-Za-z0-9._() -]/g, '_').trim();
  const minusculas = saneado.toLowerCase();
  const extension = EXTENSIONES_ACEPTADAS[tipo].find((candidata) => minusculas.endsWith(candidata));
  const base = extension === undefined ? saneado : saneado.slice(0, -extension.length);
  const final = extension ?? EXTENSION_DE[tipo];
  const raiz = base.replace(/^[.\s]+/, '').slice(0, LONGITUD_MAXIMA - final.length) || NOMBRE_POR_DEFECTO;
  return raiz + final;
}
