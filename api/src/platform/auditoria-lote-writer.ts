import { sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { consultaPreparada } from '../db/filas';
import { auditoria } from '../db/schema';
import { filaDeAuditoria, type EntradaAuditoria } from './auditoria-commands';

/** Rows one insert writes at most: past it, the next insert takes the rest. */
const MAXIMO_LOTE = 500;

type ColumnaEscrita = keyof ReturnType<typeof filaDeAuditoria>;

/** The columns an audit row sets, as `filaDeAuditoria` writes them. */
const COLUMNAS = Object.keys(filaDeAuditoria({ usuario_id: null, rol: null, tabla: '', registro_id: '', accion: 'VER', antes: null, despues: null })) as ColumnaEscrita[];

/**
 * The batch's rows as one JSON array, each read with its column's type: one text whatever the batch's size, so it is
 * built once and prepared once per connection, and a row the table refuses fails the insert as its column would.
 */
function insercionDeLote(db: Database): PgPreparedQuery<PreparedQueryConfig> {
  const columnas = sql.join(COLUMNAS.map((columna) => sql.identifier(columna)), sql`, `);
  const tipos = sql.join(COLUMNAS.map((columna) => sql`${sql.identifier(columna)} ${sql.raw(auditoria[columna].getSQLType())}`), sql`, `);
  const insercion = sql`insert into ${auditoria} (${columnas}) select ${columnas} from jsonb_to_recordset(${sql.placeholder('filas')}::jsonb) as f(${tipos})`;
  return consultaPreparada(db, insercion);
}

interface Pendiente {
  entrada: EntradaAuditoria;
  escrita(): void;
  fallida(error: unknown): void;
}

/**
 * The audit rows of reads, written together: one insert in flight per database, and the rows of the reads that
 * finished meanwhile go in the next one. A read answers only once its row is written, so what it read is always
 * accounted for; under load PostgreSQL writes a batch for about the price of one row (measured in
 * scripts/bench/README.md, «Lectura desnuda»).
 */
class LotesDeAuditoria {
  private pendientes: Pendiente[] = [];
  private escribiendo = false;
  private readonly insercion: PgPreparedQuery<PreparedQueryConfig>;

  constructor(db: Database) {
    this.insercion = insercionDeLote(db);
  }

  anotar(entrada: EntradaAuditoria): Promise<void> {
    return new Promise((escrita, fallida) => {
      this.pendientes.push({ entrada, escrita, fallida });
      if (!this.escribiendo) void this.escribir();
    });
  }

  private async escribir(): Promise<void> {
    this.escribiendo = true;
    try {
      while (this.pendientes.length > 0) await this.insertar(this.pendientes.splice(0, MAXIMO_LOTE));
    } finally {
      this.escribiendo = false;
    }
  }

  private async insertar(lote: readonly Pendiente[]): Promise<void> {
    try {
      await this.insercion.execute({ filas: JSON.stringify(lote.map((pendiente) => filaDeAuditoria(pendiente.entrada))) });
    } catch (error) {
      // A row the table refuses fails its own read, not the others of its batch: each is then written alone.
      if (lote.length === 1) return lote[0]!.fallida(error);
      for (const pendiente of lote) await this.insertar([pendiente]);
      return;
    }
    for (const pendiente of lote) pendiente.escrita();
  }
}

const porBase = new WeakMap<Database, LotesDeAuditoria>();

/** Appends a read's audit row, with those of the reads finishing at the same time: resolves once it is written. */
export function auditarLectura(db: Database, entrada: EntradaAuditoria): Promise<void> {
  let lotes = porBase.get(db);
  if (lotes === undefined) {
    lotes = new LotesDeAuditoria(db);
    porBase.set(db, lotes);
  }
  return lotes.anotar(entrada);
}
