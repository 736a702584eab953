import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CAMPOS_BITACORA, CAMPOS_HOSPITAL, CAMPOS_USUARIO, type CodigoBiolab, type CodigoLaboratorio, type Rol } from '@registro-lma/shared/domain';
import { columnsFor } from './columns';
import { recordColumns } from './record-columns';
import type { UniqueConstraintName } from './unique-constraints';

const uniqueName = (name: UniqueConstraintName) => name;

const CODE_LENGTH = 40;

export const hospital = pgTable(
  'hospital',
  {
    hospital_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_HOSPITAL),
    ...recordColumns(),
  },
  (t) => [unique(uniqueName('hospital_codigo_unique')).on(t.codigo)],
);

export const usuario = pgTable(
  'usuario',
  {
    usuario_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_USUARIO),
    password_hash: varchar({ length: 200 }).notNull(),
    ultimo_acceso: timestamp({ withTimezone: true, mode: 'date' }),
    ...recordColumns(),
  },
  (t) => [uniqueIndex(uniqueName('usuario_email_unique')).on(sql`lower(${t.email})`)],
);

const usuarioRef = () =>
  integer()
    .notNull()
    .references(() => usuario.usuario_id, { onDelete: 'cascade' });

export const usuarioHospital = pgTable(
  'usuario_hospital',
  {
    usuario_id: usuarioRef(),
    hospital_id: integer()
      .notNull()
      .references(() => hospital.hospital_id),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.hospital_id] }), index('usuario_hospital_hospital_idx').on(t.hospital_id)],
);

export const usuarioLaboratorio = pgTable(
  'usuario_laboratorio',
  {
    usuario_id: usuarioRef(),
    laboratorio: varchar({ length: CODE_LENGTH }).$type<CodigoLaboratorio>().notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.laboratorio] })],
);

export const usuarioBiolab = pgTable(
  'usuario_biolab',
  {
    usuario_id: usuarioRef(),
    biolab: varchar({ length: CODE_LENGTH }).$type<CodigoBiolab>().notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.biolab] })],
);

/** Client failures (spec §8). `usuario_id` is set only when a valid token came with the entry. */
export const bitacora = pgTable(
  'bitacora',
  {
    bitacora_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_BITACORA),
    usuario_id: integer(),
    verificado: boolean().notNull(),
    ...recordColumns(),
  },
  (t) => [index('bitacora_creado_en_idx').on(t.creado_en)],
);

/** Append-only audit trail (data-dictionary §0.4); a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE. */
export const auditoria = pgTable(
  'auditoria',
  {
    auditoria_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer(),
    rol: varchar({ length: CODE_LENGTH }).$type<Rol>(),
    tabla: varchar({ length: 63 }).notNull(),
    registro_id: varchar({ length: 64 }).notNull(),
    accion: varchar({ length: 20 }).notNull(),
    antes: jsonb(),
    despues: jsonb(),
    motivo: varchar({ length: 500 }),
    ...recordColumns(),
  },
  (t) => [index('auditoria_registro_idx').on(t.tabla, t.registro_id)],
);
