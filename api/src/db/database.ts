import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ListenNotify } from './listen-notify';
import type * as schema from './schema';

type Schema = typeof schema;

/** A database or an open transaction: both drivers (PGlite and pg) share this surface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database (PGlite or a PostgreSQL pool), opened by `buildApp`. */
    db: Database;
    /** Where audited reads run (`DatabaseHandle.lecturas`): never for a change. */
    dbLecturas: Database;
    /** The database's notifications (LISTEN/NOTIFY), heard by the caches that forget on a change. */
    avisos: ListenNotify;
  }
}
