// Extracts.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Rol } from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../columns';
import { usuario } from './usuario-tables';

/**
 * An extract of one area (data-dictionary §8) requested by a user: its options, the state of its background
 * job (queue `descargas`, platform/trabajos), its progress and, once written, its file in the storage until it expires.
 * `intento` is bumped by each worker that takes the job: a worker whose number is no longer current stops writing.
 */
export const descarga = pgTable(
  'descarga',
  {
    descarga_id: uuid().primaryKey().defaultRandom(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    rol: varchar({ length: CODE_LENGTH }).$type<Rol>().notNull(),
    area: varchar({ length: CODE_LENGTH }).notNull(),
    // The request its job runs: a PeticionDescarga (modules/descargas/descarga-job.ts), read back by `peticionGuardada`.
    opciones: jsonb().$type<object>().notNull(),
    estado: varchar({ length: CODE_LENGTH }).notNull().default('PENDIENTE'),
    intento: integer().notNull().default(0),
    filas_hechas: integer().notNull().default(0),
    filas_total: integer(),
    error: varchar({ length: 500 }),
    clave_fichero: varchar({ length: 200 }),
    nombre_archivo: varchar({ length: 255 }),
    tamano_bytes: bigint({ mode: 'number' }),
    sha256: varchar({ length: 64 }),
    filas_por_fichero: jsonb().$type<Record<string, number>>(),
    creada_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    iniciada_en: timestamp({ withTimezone: true, mode: 'date' }),
    terminada_en: timestamp({ withTimezone: true, mode: 'date' }),
    caduca_en: timestamp({ withTimezone: true, mode: 'date' }),
    /** Last sign of life of the process generating it: a job whose heartbeat stopped is taken back. */
    latido_en: timestamp({ withTimezone: true, mode: 'date' }),
    /** Attempts lost with their process: at the second the job is failed instead of retried. */
    perdidas: integer().notNull().default(0),
  },
  (t) => [index('descarga_usuario_area_idx').on(t.usuario_id, t.area, t.creada_en), index('descarga_caducidad_idx').on(t.estado, t.caduca_en)],
);
