// Centres, users, their sessions, reaches and sign-in attempts, and the client failures they report.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CAMPOS_BITACORA,
  CAMPOS_HOSPITAL,
  CAMPOS_USUARIO,
  type CodigoBiolab,
  type CodigoLaboratorio,
} from '@registro-lma/shared/domain';
import type { MotivoFinSesion } from '../motivo-fin-sesion';
import { CODE_LENGTH, columnsFor } from '../columns';
import { recordColumns } from '../record-columns';
import { uniqueName } from '../unique-constraints';

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
    /** Set with a generated or administrator-reset password: until the user sets their own, only that is allowed. */
    debe_cambiar_password: boolean().notNull().default(false),
    ...recordColumns(),
  },
  (t) => [uniqueIndex(uniqueName('usuario_email_unique')).on(sql`lower(${t.email})`)],
);

/**
 * A sign-in: its id travels in every token of it (`sid`). It ends when revoked (sign-out, or a change to the user's
 * password, role, centres or activity) or at `caduca_absoluta`, which renewing the token never moves.
 */
export const sesion = pgTable(
  'sesion',
  {
    sesion_id: uuid().primaryKey(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id, { onDelete: 'cascade' }),
    iniciada: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    caduca_absoluta: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revocada_en: timestamp({ withTimezone: true, mode: 'date' }),
    motivo: varchar({ length: CODE_LENGTH }).$type<MotivoFinSesion>(),
  },
  (t) => [index('sesion_usuario_idx').on(t.usuario_id)],
);

export const usuarioRef = () =>
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
    /** What a caller without a valid token said it was: kept apart so it is never read as a verified user. */
    usuario_declarado: varchar({ length: 254 }),
    rol_declarado: varchar({ length: CODE_LENGTH }),
    ...recordColumns(),
  },
  (t) => [index('bitacora_creado_en_idx').on(t.creado_en)],
);

/**
 * Failed sign-ins of the last minutes, shared by every API process (see intentos-login-limiter.ts). `email` is the
 * normalised e-mail as typed, known or not; `direccion` the client address (per TRUST_PROXY). Pruned by age.
 */
export const intentoLogin = pgTable(
  'intento_login',
  {
    intento_login_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 254 }).notNull(),
    direccion: varchar({ length: 64 }).notNull(),
    creado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('intento_login_email_idx').on(t.email, t.creado_en),
    index('intento_login_direccion_idx').on(t.direccion, t.creado_en),
    index('intento_login_creado_en_idx').on(t.creado_en),
  ],
);
