/**
 * The first characters that make a spreadsheet run a CSV cell as a formula (OWASP «CSV injection»): `=`, `+`, `-`,
 * `@`, tab, carriage return, and the full-width `=`, `+`, `-`, `@` some spreadsheets read the same way. A regular
 * expression bracket that JavaScript and PostgreSQL read alike (the `-` last, so it is not a range).
 */
export const INICIO_FORMULA = '=+@\\t\\r\uFF1D\uFF0B\uFF0D\uFF20-';

const COMIENZA_COMO_FORMULA = new RegExp(`^[${INICIO_FORMULA}]`);

/** The apostrophe that spreadsheets take as «this cell is text» and do not show. */
export const PREFIJO_TEXTO = "'";

/** A text cell that would open as a formula, with a leading apostrophe; any other text as it is. */
export function neutralizarFormula(texto: string): string {
  return COMIENZA_COMO_FORMULA.test(texto) ? PREFIJO_TEXTO + texto : texto;
}
