// The audit trail.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Rol } from '@registro-lma/shared/domain';
import { CODE_LENGTH } from '../columns';
import { recordColumns } from '../record-columns';

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
    /** The patient a clinical record belongs to, so a patient's whole history is one indexed read. */
    paciente_id: integer(),
    ...recordColumns(),
  },
  (t) => [
    index('auditoria_registro_idx').on(t.tabla, t.registro_id),
    index('auditoria_paciente_idx').on(t.paciente_id, t.auditoria_id),
    // The audit screen: what one user did, newest first, and a period of the whole trail.
    index('auditoria_usuario_idx').on(t.usuario_id, t.auditoria_id),
    index('auditoria_creado_en_idx').on(t.creado_en),
  ],
);
