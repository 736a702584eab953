// Queries between monitor and clinician.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  type EstadoConsulta,
  type EventoConsulta,
  type FormularioConsulta,
  type OrigenConsulta,
} from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../columns';
import { recordColumns } from '../record-columns';
import { hospital, usuario } from './usuario-tables';
import { pacienteRef } from './paciente-tables';

/**
 * A query (data-quality loop): a question on one field of one record (`campo` null: the whole record), opened by a
 * monitor and answered by the record's centre. `hospital_id` is the patient's centre, kept for the per-centre lists and
 * counts; the scope itself is always read on the patient. At most one query not yet closed per field of a record.
 */
export const consulta = pgTable(
  'consulta',
  {
    consulta_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paciente_id: pacienteRef(),
    hospital_id: integer()
      .notNull()
      .references(() => hospital.hospital_id),
    formulario: varchar({ length: 30 }).$type<FormularioConsulta>().notNull(),
    registro_id: integer().notNull(),
    campo: varchar({ length: 63 }),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoConsulta>().notNull().default('ABIERTA'),
    origen: varchar({ length: CODE_LENGTH }).$type<OrigenConsulta>().notNull().default('MANUAL'),
    /** The worklist rule an automatic query came from. */
    regla: varchar({ length: 40 }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('consulta_abierta_unica_idx')
      .on(t.formulario, t.registro_id, sql`coalesce(${t.campo}, '')`)
      .where(sql`${t.estado} <> 'CERRADA'`),
    index('consulta_paciente_idx').on(t.paciente_id, t.consulta_id),
    // The list of a centre (or of all) by state, newest change first, and the home count per centre and state.
    index('consulta_centro_estado_idx').on(t.hospital_id, t.estado, t.modificado_en),
    index('consulta_estado_idx').on(t.estado, t.modificado_en),
  ],
);

/** A query's thread: one row per step, never changed (the same trigger as the audit trail refuses it). */
export const consultaEvento = pgTable(
  'consulta_evento',
  {
    consulta_evento_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consulta_id: integer()
      .notNull()
      .references(() => consulta.consulta_id),
    tipo: varchar({ length: CODE_LENGTH }).$type<EventoConsulta>().notNull(),
    texto_consulta: varchar({ length: 2000 }),
    /** An answer's link to the audit row of the correction it made. */
    auditoria_id: bigint({ mode: 'number' }),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    creado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('consulta_evento_consulta_idx').on(t.consulta_id, t.consulta_evento_id)],
);
