import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { EntradaAuditoria } from './auditoria';
import { filasDe } from '../db/filas';

/** A read that is one query: its rows, and the figures over them that its audit row keeps. */
export interface SentenciaDeLectura {
  /** The answer's rows (a query of its own may start with its own `with`). */
  filas: SQL;
  /** Aggregates over the rows (`from lectura`), added to the audit row's `despues`: how many came back, say. */
  resumen: Readonly<Record<string, SQL>>;
}

/**
 * The read and its audit row as one statement (a data-modifying CTE): one round trip, and atomic as a statement is,
 * so an audit row that could not be written fails the statement and the read returns nothing.
 */
export function sentenciaAuditada(entrada: EntradaAuditoria, { filas, resumen }: SentenciaDeLectura): SQL {
  const cifras = Object.entries(resumen).map(([clave, valor]) => sql`${clave}::text, ${valor}`);
  const criterios = JSON.stringify(entrada.despues ?? {});
  return sql`with lectura as (${filas}),
    auditada as (
      insert into auditoria (usuario_id, rol, tabla, registro_id, accion, despues, paciente_id, creado_por, modificado_por)
      values (${entrada.usuario_id}::int, ${entrada.rol}::text, ${entrada.tabla}::text, ${String(entrada.registro_id).slice(0, 64)}::text,
        ${entrada.accion}::text, ${criterios}::jsonb || (select jsonb_build_object(${sql.join(cifras, sql`, `)}) from lectura),
        ${entrada.paciente_id ?? null}::int, ${entrada.usuario_id}::int, ${entrada.usuario_id}::int))
    select * from lectura`;
}

/** Runs a `sentenciaAuditada`: the rows as the driver returns them (no column mapping). */
export async function leerAuditado(db: Database, entrada: EntradaAuditoria, sentencia: SentenciaDeLectura): Promise<Record<string, unknown>[]> {
  return filasDe<Record<string, unknown>>(db, sentenciaAuditada(entrada, sentencia));
}
