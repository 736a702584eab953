import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { EntradaAuditoria } from './auditoria';
import type { Quien } from './alcance/alcance-scope';
import { filasDe } from '../db/filas';

/** A read that is one query: its rows, and the figures over them that its audit row keeps. */
export interface SentenciaDeLectura {
  /** The answer's rows (a query of its own may start with its own `with`). */
  filas: SQL;
  /** Aggregates over the rows (`from lectura`), added to the audit row's `despues`: how many came back, say. */
  resumen: Readonly<Record<string, SQL>>;
}

/**
 * A read whose SQL text is fixed by its shape and by who reads: drizzle builds it once per shape, with a placeholder
 * for each of `valores`, and every later request only binds this request's values.
 */
export interface LecturaPreparable {
  /** Everything the text depends on besides `quien` and the audit row's fixed columns (which filters are set, the order…). */
  forma: string;
  /** Who reads: the scope the statement is written for (its centres, its units, its BORRADOR visibility). */
  quien: Quien;
  /** This request's values, by placeholder name. */
  valores: Readonly<Record<string, unknown>>;
  /** The statement, with `marcadores[name]` wherever a value goes: the values themselves, or their placeholders. */
  sentencia(marcadores: Readonly<Record<string, unknown>>): SentenciaDeLectura;
}

/** A read's statement with this request's values written in (a plan test, a one-off render). */
export const sentenciaConValores = (lectura: LecturaPreparable): SentenciaDeLectura => lectura.sentencia(lectura.valores);

const marcadoresDe = (valores: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(valores).map((nombre) => [nombre, sql.placeholder(nombre)]));

function auditada(entrada: EntradaAuditoria, criterios: unknown, { filas, resumen }: SentenciaDeLectura): SQL {
  const cifras = Object.entries(resumen).map(([clave, valor]) => sql`${clave}::text, ${valor}`);
  return sql`with lectura as (${filas}),
    auditada as (
      insert into auditoria (usuario_id, rol, tabla, registro_id, accion, despues, paciente_id, creado_por, modificado_por)
      values (${entrada.usuario_id}::int, ${entrada.rol}::text, ${entrada.tabla}::text, ${String(entrada.registro_id).slice(0, 64)}::text,
        ${entrada.accion}::text, ${criterios}::jsonb || (select jsonb_build_object(${sql.join(cifras, sql`, `)}) from lectura),
        ${entrada.paciente_id ?? null}::int, ${entrada.usuario_id}::int, ${entrada.usuario_id}::int))
    select * from lectura`;
}

const criteriosDe = (entrada: EntradaAuditoria): string => JSON.stringify(entrada.despues ?? {});

/**
 * The read and its audit row as one statement (a data-modifying CTE): one round trip, and atomic as a statement is,
 * so an audit row that could not be written fails the statement and the read returns nothing.
 */
function sentenciaAuditada(entrada: EntradaAuditoria, sentencia: SentenciaDeLectura): SQL {
  return auditada(entrada, criteriosDe(entrada), sentencia);
}

/** The placeholder of the audit row's criteria (`despues` before the figures): a name no read's values use. */
const CRITERIOS = 'auditoria_despues';

/** Shapes kept per database: past it the oldest is dropped (each is a few kilobytes of text and parameters). */
const MAXIMO_FORMAS = 1000;

const preparadas = new WeakMap<Database, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();

/** Renders SQL to text and parameters as drizzle's own databases do (no casing is configured on either engine). */
const dialecto = new PgDialect();

/** Everything the prepared text holds besides `forma`: the audit row's fixed columns and who reads, with their scope. */
function claveDe(entrada: EntradaAuditoria, { forma, quien }: LecturaPreparable): string {
  const { usuario_id, rol, tabla, registro_id, accion, paciente_id } = entrada;
  const alcance = [quien.rol, quien.usuario_id, quien.hospitales.map((centro) => centro.hospital_id), quien.laboratorios, quien.biolabs];
  return JSON.stringify([usuario_id, rol, tabla, registro_id, accion, paciente_id ?? null, alcance, forma]);
}

function preparada(db: Database, entrada: EntradaAuditoria, lectura: LecturaPreparable): PgPreparedQuery<PreparedQueryConfig> {
  let porClave = preparadas.get(db);
  if (porClave === undefined) {
    porClave = new Map();
    preparadas.set(db, porClave);
  }
  const clave = claveDe(entrada, lectura);
  let consulta = porClave.get(clave);
  if (consulta === undefined) {
    const texto = dialecto.sqlToQuery(auditada(entrada, sql.placeholder(CRITERIOS), lectura.sentencia(marcadoresDe(lectura.valores))));
    // The driver's own prepared query, as `db.execute` makes on every call; named or planned a medida by its text (db/prepared-statements.ts).
    consulta = db._.session.prepareQuery(texto, undefined, undefined, false);
    if (porClave.size >= MAXIMO_FORMAS) porClave.delete(porClave.keys().next().value as string);
    porClave.set(clave, consulta);
  }
  return consulta;
}

/** Runs a `sentenciaAuditada`, or a `LecturaPreparable` prepared once per shape: the rows as the driver returns them (no column mapping). */
export async function leerAuditado(db: Database, entrada: EntradaAuditoria, lectura: SentenciaDeLectura | LecturaPreparable): Promise<Record<string, unknown>[]> {
  if (!('forma' in lectura)) return filasDe<Record<string, unknown>>(db, sentenciaAuditada(entrada, lectura));
  const resultado = (await preparada(db, entrada, lectura).execute({ ...lectura.valores, [CRITERIOS]: criteriosDe(entrada) })) as { rows: Record<string, unknown>[] };
  return resultado.rows;
}
