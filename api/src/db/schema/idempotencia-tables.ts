// Answers of repeated creates.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuarioRef } from './usuario-tables';

/**
 * Answers of creates sent with an Idempotency-Key, written in the create's own transaction: a repeat
 * of a request whose answer was lost gets that answer back instead of creating again. Rows older than a day go.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuario_id: usuarioRef(),
    clave: varchar({ length: 100 }).notNull(),
    /** Method and route pattern, e.g. `POST /leucemia/api/pacientes`. */
    ruta: varchar({ length: 200 }).notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    huella: varchar({ length: 64 }).notNull(),
    estado: integer().notNull(),
    respuesta: jsonb().notNull(),
    creada_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.clave] }), index('idempotencia_creada_en_idx').on(t.creada_en)],
);
