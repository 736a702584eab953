import { sql, type SQL } from 'drizzle-orm';
import type { CatalogoFila, ColumnaDescarga } from '@registro-lma/shared/domain';
import { neutralizarFormulaSql } from '../../platform/formulas-csv-sql';

type ColumnaCampo = Extract<ColumnaDescarga, { tipo: 'campo' }>;

/** A code as its catalogue label (an unknown code as itself). */
function etiquetaSql(catalogo: readonly CatalogoFila[], valor: SQL): SQL {
  const casos = catalogo.map((fila) => sql` when ${fila.codigo}::text then ${fila.etiqueta}::text`);
  return sql`case ${valor}::text${sql.join(casos, sql``)} else ${valor}::text end`;
}

/**
 * A list of codes (data-dictionary §0.1) as its `|`-joined text, codes (or labels) in catalogue order and unknown codes
 * after them in the order stored: an empty list is null, a single code its own text, and only a longer list is
 * unnested and ordered (a subquery for every row cost PostgreSQL four times the whole file; for these few, 1.3 times
 * the list's plain text).
 */
function listaSql(columna: ColumnaCampo, valor: SQL): SQL {
  const catalogo = (columna.campo.kind === 'multiEnum' ? columna.campo.catalogo : undefined) ?? [];
  const texto = (codigo: SQL) => (columna.valor === 'etiqueta' ? etiquetaSql(catalogo, codigo) : sql`${codigo}::text`);
  const conocidos = sql`array[${sql.join(
    catalogo.map((fila) => sql`${fila.codigo}::text`),
    sql`, `,
  )}]::text[]`;
  return sql`case coalesce(cardinality(${valor}), 0) when 0 then null when 1 then ${texto(sql`(${valor})[1]`)}
    else (select string_agg(${texto(sql`d.x`)}, '|' order by coalesce(array_position(${conocidos}, d.x::text), ${catalogo.length + 1}), d.o)
      from unnest(${valor}) with ordinality d(x, o)) end`;
}

/**
 * Whether a column's text may hold the separator, a quote or a line break, or start like a spreadsheet formula: free
 * text and labels. Codes, numbers (a negative one too), dates and booleans never need either.
 */
export const puedeNecesitarComillas = (columna: ColumnaDescarga): boolean =>
  columna.tipo === 'campo' && (columna.campo.kind === 'text' || columna.valor === 'etiqueta');

/**
 * A field's value as the export writes it (data-dictionary §0.1), computed by PostgreSQL: booleans `1`/`0`, labels
 * for `<variable>_etiqueta`, lists `|`-joined in catalogue order, the year of a date in pseudonymised mode, dates ISO
 * and decimals with `.`, and null for nothing (never an empty text).
 */
export function textoSql(columna: ColumnaCampo, valor: SQL): SQL {
  const { campo } = columna;
  let texto: SQL;
  if (campo.kind === 'multiEnum') texto = listaSql(columna, valor);
  else if (columna.valor === 'anio') texto = sql`left(${valor}::text, 4)`;
  else if (campo.kind === 'boolean') texto = sql`case when ${valor} then '1' when not ${valor} then '0' end`;
  else if (campo.kind === 'enum' && columna.valor === 'etiqueta' && campo.catalogo !== undefined && campo.catalogo.length > 0) texto = etiquetaSql(campo.catalogo, valor);
  else texto = sql`${valor}::text`;
  return sql`nullif(${texto}, '')`;
}

/**
 * A text as one CSV field (RFC 4180, as `lineaCsv` writes it): empty for null; free text and labels (`textoLibre`)
 * quoted where they must be and, when they would open as a spreadsheet formula, with a leading apostrophe.
 */
export function campoCsvSql(texto: SQL, textoLibre: boolean): SQL {
  if (!textoLibre) return sql`coalesce(${texto}, '')`;
  const neutralizado = neutralizarFormulaSql(texto);
  return sql`coalesce(case when ${texto} ~ '[;"\\r\\n]' then '"' || replace(${neutralizado}, '"', '""') || '"' else ${neutralizado} end, '')`;
}
