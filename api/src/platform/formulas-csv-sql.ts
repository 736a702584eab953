import { sql, type SQL } from 'drizzle-orm';
import { INICIO_FORMULA, PREFIJO_TEXTO } from '@registro-lma/shared/domain';

/** `neutralizarFormula` (shared domain) computed by PostgreSQL (null stays null). */
export function neutralizarFormulaSql(texto: SQL): SQL {
  return sql`regexp_replace(${texto}, ${sql.raw(`'^([${INICIO_FORMULA}])'`)}, ${sql.raw(`'${PREFIJO_TEXTO}${PREFIJO_TEXTO}\\1'`)})`;
}
