// The reference library and the ⚙ catalogues.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../columns';
import { recordColumns } from '../record-columns';
import { uniqueName } from '../unique-constraints';
import { usuario } from './usuario-tables';

/**
 * Versions of the reference documents of the screens (seed-spec §1; `DOCUMENTOS_REFERENCIA` in shared): each upload of
 * a key is a new version and becomes the one in force (`activo`, at most one per key); older ones stay downloadable.
 * Rows are written once and only `activo` changes, audited: `version` is the document's version, not a lock.
 */
export const documentoReferencia = pgTable(
  'documento_referencia',
  {
    documento_referencia_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clave: varchar({ length: CODE_LENGTH }).notNull().$type<ClaveDocumentoReferencia>(),
    version: integer().notNull(),
    /** Where the file is in the storage (platform/almacen), chosen by the server. */
    clave_fichero: varchar({ length: 200 }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    tamano_bytes: integer().notNull(),
    tipo_mime: varchar({ length: 50 }).notNull(),
    /** The uploader's file name, sanitised (data-dictionary §5.3). */
    nombre_archivo: varchar({ length: 255 }).notNull(),
    subido_por: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    subido_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    activo: boolean().notNull(),
  },
  (t) => [
    unique('documento_referencia_version_unique').on(t.clave, t.version),
    unique(uniqueName('documento_referencia_sha256_unique')).on(t.clave, t.sha256),
    uniqueIndex('documento_referencia_vigente_idx').on(t.clave).where(sql`${t.activo}`),
    check('documento_referencia_tamano_check', sql`${t.tamano_bytes} between 1 and 20971520`),
    check('documento_referencia_version_check', sql`${t.version} >= 1`),
  ],
);

/** Longest ⚙ catalogue id: `momento_muestra_` and a trial code of up to 40 characters. */
const CATALOGO_ID_LENGTH = 60;

/**
 * The rows of the ⚙ catalogues (catalogues.md §0: laboratories, biolabs, funding, trials, each trial's moments under
 * `momento_muestra_<ensayo>`, LMA-FLOW risks), edited by ADMIN: seeded with the values in code, then the registry's.
 * `datos` holds the catalogue's own columns, shaped and validated by the shared descriptors (CAMPOS_EXTRA_CATALOGO).
 * A code is never renamed; one in use is never deleted, only deactivated.
 */
export const catalogoFila = pgTable(
  'catalogo_fila',
  {
    catalogo: varchar({ length: CATALOGO_ID_LENGTH }).notNull(),
    codigo: varchar({ length: CODE_LENGTH }).notNull(),
    etiqueta: varchar({ length: 200 }).notNull(),
    orden: integer().notNull(),
    activo: boolean().notNull().default(true),
    nota: varchar({ length: 500 }),
    datos: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ name: uniqueName('catalogo_fila_pkey'), columns: [t.catalogo, t.codigo] }),
    check('catalogo_fila_codigo_check', sql`${t.codigo} ~ '^[A-Z0-9]+(_[A-Z0-9]+)*$'`),
  ],
);

/** The version of each ⚙ catalogue: bumped in the transaction of every change, so the library's ETag changes with it. */
export const catalogoVersion = pgTable('catalogo_version', {
  catalogo: varchar({ length: CATALOGO_ID_LENGTH }).primaryKey(),
  version: integer().notNull(),
});
