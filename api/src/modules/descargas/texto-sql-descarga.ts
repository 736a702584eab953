import { sql, type SQL } from 'drizzle-orm';
import type { CatalogoFila, ColumnaDescarga } from '@registro-lma/shared/domain';

type ColumnaCampo = Extract<ColumnaDescarga, { tipo: 'campo' }>;

/** A code as its catalogue label (an unknown code as itself). */
function etiquetaSql(catalogo: readonly CatalogoFila[], valor: SQL): SQL {
  const casos = catalogo.map((fila) => sql` when ${fila.codigo}::text then ${fila.etiqueta}::text`);
  return sql`case ${valor}::text${sql.join(casos, sql``)} else ${valor}::text end`;
}

/**
 * Whether a column is a list of codes: read as an array and `|`-joined in catalogue order by `textoValor` (ordering
 * it in SQL, a subquery per row, cost PostgreSQL four times the whole file).
 */
export const esLista = (columna: ColumnaDescarga): boolean => columna.tipo === 'campo' && columna.campo.kind === 'multiEnum';

/** Whether a column's text may hold the separator, a quote or a line break: free text and labels. */
export const puedeNecesitarComillas = (columna: ColumnaDescarga): boolean =>
  columna.tipo === 'campo' && (columna.campo.kind === 'text' || columna.valor === 'etiqueta');

/**
 * A field's value as the export writes it (data-dictionary §0.1), computed by PostgreSQL: booleans `1`/`0`, labels
 * for `<variable>_etiqueta`, the year of a date in pseudonymised mode, dates ISO and decimals with `.`, and null for
 * nothing (never an empty text). A list (`esLista`) is selected as stored.
 */
export function textoSql(columna: ColumnaCampo, valor: SQL): SQL {
  const { campo } = columna;
  if (esLista(columna)) return valor;
  let texto: SQL;
  if (columna.valor === 'anio') texto = sql`left(${valor}::text, 4)`;
  else if (campo.kind === 'boolean') texto = sql`case when ${valor} then '1' when not ${valor} then '0' end`;
  else if (campo.kind === 'enum' && columna.valor === 'etiqueta' && campo.catalogo !== undefined && campo.catalogo.length > 0) texto = etiquetaSql(campo.catalogo, valor);
  else texto = sql`${valor}::text`;
  return sql`nullif(${texto}, '')`;
}

/** A text as one CSV field (RFC 4180, as `lineaCsv` writes it): empty for null, quoted where it must be. */
export function campoCsvSql(texto: SQL, comillas: boolean): SQL {
  if (!comillas) return sql`coalesce(${texto}, '')`;
  return sql`coalesce(case when ${texto} ~ '[;"\\r\\n]' then '"' || replace(${texto}, '"', '""') || '"' else ${texto} end, '')`;
}
