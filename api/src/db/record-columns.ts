import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every record carries (data-dictionary §0.4): who created and last changed it, when, and the
 * version used for optimistic locking. `*_por` are user ids; null means the system (first start-up).
 * Plain integers, not foreign keys, so a user row can itself be created by nobody.
 */
export function recordColumns() {
  return {
    creado_por: integer(),
    creado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    modificado_por: integer(),
    modificado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  };
}
