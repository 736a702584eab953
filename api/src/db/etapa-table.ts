import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  type TableConfig,
} from 'drizzle-orm/pg-core';
import { RESPUESTAS_JUSTIFICABLES, type Campo, type DefinicionEtapa, type EstadoFormulario, type RespuestaJustificable, type SubtablaEtapa } from '@registro-lma/shared/domain';
import { CODE_LENGTH, columnsFor } from './columns';
import { recordColumns } from './record-columns';

/** A stage table seen through its columns by name: the stage module reads and writes it from the field lists. */
export type EtapaTable = PgTableWithColumns<TableConfig & { columns: Record<string, never> }>;

/** A column of a table being defined, by name (the names come from the field lists). */
function columnaDe(columnas: object, nombre: string): never {
  const columna: unknown = (columnas as Record<string, unknown>)[nombre];
  if (columna === undefined) throw new Error(`Columna desconocida: ${nombre}`);
  return columna as never;
}

/** Multi-valued fields as arrays of catalogue codes (never null: none = empty array), scalar ones from `columnsFor`. */
function fieldColumns(campos: readonly Campo[]): Record<string, PgColumnBuilderBase> {
  const columns: Record<string, PgColumnBuilderBase> = { ...(columnsFor(campos, 'borrador') as Record<string, PgColumnBuilderBase>) };
  for (const campo of campos) {
    if (campo.kind === 'multiEnum') columns[campo.name] = varchar({ length: CODE_LENGTH }).array().notNull().default(sql`'{}'`);
  }
  return columns;
}

/** A record saved with a warning (G15), as SQL over the columns `columna` names: the only ones a value can be outside its plausible range in. */
export const conAvisos = (columna: (nombre: string) => SQL): SQL => sql`${columna('avisos')} <> '{}'::jsonb`;

/** A response that differs from its calculated one with no justification, as SQL over the columns `columna` names. */
export const sinJustificar = ({ respuesta, calculada, justificacion }: RespuestaJustificable, columna: (nombre: string) => SQL): SQL =>
  sql`(${columna(respuesta)} <> ${columna(calculada)} and coalesce(btrim(${columna(justificacion)}), '') = '')`;

/** Any of a stage's response blocks unjustified: the predicate of its partial index, and the worklist's pre-filter. */
export const algunaSinJustificar = (justificables: readonly RespuestaJustificable[], columna: (nombre: string) => SQL): SQL =>
  sql`(${sql.join(
    justificables.map((bloque) => sinJustificar(bloque, columna)),
    sql` or `,
  )})`;

/**
 * The table of a stage (data-dictionary §3.3–§3.11), built from its definition: one column per field and per computed
 * value, the form state, the warnings it was saved with, validation stamp, logical deletion (§0.4) and the audit columns.
 * A one-per-patient stage has one live row per patient; rescue lines, one per line.
 */
export function etapaTable(etapa: DefinicionEtapa, pacienteRef: () => PgColumnBuilderBase, unicoPor?: string): EtapaTable {
  const id = `${etapa.tabla}_id`;
  const table = pgTable(
    etapa.tabla,
    {
      [id]: integer().primaryKey().generatedAlwaysAsIdentity(),
      paciente_id: pacienteRef(),
      ...fieldColumns(etapa.campos),
      ...fieldColumns(etapa.calculados),
      estado_formulario: varchar({ length: CODE_LENGTH }).$type<EstadoFormulario>().notNull().default('BORRADOR'),
      avisos: jsonb().$type<Record<string, string>>().notNull().default({}),
      validado_por: integer(),
      validado_en: timestamp({ withTimezone: true, mode: 'date' }),
      eliminado: boolean().notNull().default(false),
      motivo_eliminacion: varchar({ length: 500 }),
      ...recordColumns(),
    },
    (t) => {
      const columna = (nombre: string) => columnaDe(t, nombre);
      // The data-quality worklist: live records still a draft or not yet validated, oldest change first.
      const pendientes = index(`${etapa.tabla}_pendiente_idx`)
        .on(columna('estado_formulario'), columna('modificado_en'))
        .where(sql`not eliminado and estado_formulario <> 'VALIDADO'`);
      const porPaciente = index(`${etapa.tabla}_paciente_idx`).on(columna('paciente_id'));
      // The worklist's value rules read only the records they may list: saved with a warning (§6.1 ranges), or with a
      // response that differs from the calculated one and no justification.
      const nombrada = (nombre: string) => sql`${sql.identifier(nombre)}`;
      const avisados = index(`${etapa.tabla}_avisos_idx`).on(columna('modificado_en')).where(sql`not eliminado and ${conAvisos(nombrada)}`);
      const justificables = RESPUESTAS_JUSTIFICABLES.get(etapa.id) ?? [];
      const sinJustificarIdx =
        justificables.length === 0 ? [] : [index(`${etapa.tabla}_sin_justificar_idx`).on(columna('modificado_en')).where(sql`not eliminado and ${algunaSinJustificar(justificables, nombrada)}`)];
      const deCalidad = [pendientes, avisados, ...sinJustificarIdx];
      if (etapa.cardinalidad === 'filas') return [porPaciente, ...deCalidad];
      const claves = unicoPor === undefined ? [columna('paciente_id')] : [columna('paciente_id'), columna(unicoPor)];
      return [uniqueIndex(`${etapa.tabla}_unico_idx`).on(...(claves as [never, ...never[]])).where(sql`not eliminado`), ...deCalidad];
    },
  );
  return table as unknown as EtapaTable;
}

/** The rows of a stage's sub-table (e.g. `diagnostico_fish`), replaced as a whole with their record. */
export function etapaSubTable(subtabla: SubtablaEtapa, etapa: DefinicionEtapa, pacienteRef: () => PgColumnBuilderBase): EtapaTable {
  const padre = `${etapa.tabla}_id`;
  const table = pgTable(
    subtabla.nombre,
    {
      [`${subtabla.nombre}_id`]: integer().primaryKey().generatedAlwaysAsIdentity(),
      [padre]: integer().notNull(),
      paciente_id: pacienteRef(),
      orden: integer().notNull(),
      ...fieldColumns(subtabla.campos),
      ...recordColumns(),
    },
    (t) => [index(`${subtabla.nombre}_padre_idx`).on(columnaDe(t, padre))],
  );
  return table as unknown as EtapaTable;
}

/** A stage's definition with the table(s) built from it. */
export type TablasEtapa = {
  readonly etapa: DefinicionEtapa;
  readonly tabla: EtapaTable;
  readonly subtabla: EtapaTable | null;
};

/** A column of a stage table by variable name (the tables are built from the field lists, so names are the variables). */
export function columna(tabla: EtapaTable, nombre: string): AnyPgColumn {
  const encontrada = (tabla as unknown as Record<string, AnyPgColumn | undefined>)[nombre];
  if (encontrada === undefined) throw new Error(`La tabla no tiene la columna ${nombre}.`);
  return encontrada;
}

export const claveId = (etapa: DefinicionEtapa): string => `${etapa.tabla}_id`;

/** Field and computed-value names of a stage: what is stored and answered as its `datos`. */
export function variablesDe(etapa: DefinicionEtapa): string[] {
  return [...etapa.campos, ...etapa.calculados].map((campo) => campo.name);
}
