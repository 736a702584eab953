import { sql, type SQL } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { EntradaAuditoria } from './auditoria-commands';
import { auditarLectura } from './auditoria-lote-writer';
import type { Quien } from './alcance/alcance-scope';
import { consultaPreparada, filasDe } from '../db/filas';

type Fila = Record<string, unknown>;

/** A read that is one query: its rows, and the figures over them that its audit row keeps. */
export interface SentenciaDeLectura {
  /** The answer's rows (a query of its own may start with its own `with`). */
  filas: SQL;
  /** Figures over the rows, added to the audit row's `despues`: how many came back, say. */
  resumen(filas: readonly Fila[]): Readonly<Record<string, unknown>>;
}

/**
 * A read whose SQL text is fixed by its shape and by who reads: drizzle builds it once per shape, with a placeholder
 * for each of `valores`, and every later request only binds this request's values.
 */
export interface LecturaPreparable {
  /** Everything the text depends on besides `quien` (which filters are set, the order…). */
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

/** Shapes kept per database: past it the oldest is dropped (each is a few kilobytes of text and parameters). */
const MAXIMO_FORMAS = 1000;

interface Preparada {
  consulta: PgPreparedQuery<PreparedQueryConfig>;
  resumen: SentenciaDeLectura['resumen'];
}

const preparadas = new WeakMap<Database, Map<string, Preparada>>();

/** Everything the prepared text holds besides `forma`: who reads, with their scope. */
function claveDe({ forma, quien }: LecturaPreparable): string {
  return JSON.stringify([quien.rol, quien.usuario_id, quien.hospitales.map((centro) => centro.hospital_id), quien.laboratorios, quien.biolabs, forma]);
}

function preparada(db: Database, lectura: LecturaPreparable): Preparada {
  let porClave = preparadas.get(db);
  if (porClave === undefined) {
    porClave = new Map();
    preparadas.set(db, porClave);
  }
  const clave = claveDe(lectura);
  let hecha = porClave.get(clave);
  if (hecha === undefined) {
    const { filas, resumen } = lectura.sentencia(marcadoresDe(lectura.valores));
    hecha = { consulta: consultaPreparada(db, filas), resumen };
    if (porClave.size >= MAXIMO_FORMAS) porClave.delete(porClave.keys().next().value as string);
    porClave.set(clave, hecha);
  }
  return hecha;
}

/** The rows of a read, and the figures its audit row keeps: prepared once per shape, or run as it comes. */
async function leer(db: Database, lectura: SentenciaDeLectura | LecturaPreparable): Promise<{ filas: Fila[]; resumen: SentenciaDeLectura['resumen'] }> {
  if (!('forma' in lectura)) return { filas: await filasDe<Fila>(db, lectura.filas), resumen: lectura.resumen };
  const { consulta, resumen } = preparada(db, lectura);
  return { filas: ((await consulta.execute(lectura.valores)) as { rows: Fila[] }).rows, resumen };
}

/**
 * A read and its audit row (the criteria of `entrada.despues` with the read's figures over its rows): the read is
 * one statement, its row is written with those of the reads finishing at the same time (auditoria-lote-writer.ts),
 * and the rows are returned only once it is, so a read whose audit row could not be written returns nothing. The
 * rows come as the driver returns them (no column mapping).
 */
export async function leerAuditado(db: Database, entrada: EntradaAuditoria, lectura: SentenciaDeLectura | LecturaPreparable): Promise<Fila[]> {
  const { filas, resumen } = await leer(db, lectura);
  await auditarLectura(db, { ...entrada, despues: { ...(entrada.despues ?? {}), ...resumen(filas) } });
  return filas;
}
