import { sql, type SQL } from 'drizzle-orm';
import { usuario } from './schema';

/**
 * The joined user's display name, «nombre apellidos», as the screens show who did something. The caller states its
 * type: `string` after an inner join, `string | null` after a left join that may find no user.
 */
export function nombreUsuario<T extends string | null>(): SQL<T> {
  return sql<T>`${usuario.nombre} || ' ' || ${usuario.apellidos}`;
}
