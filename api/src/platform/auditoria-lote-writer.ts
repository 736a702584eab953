import type { Database } from '../db/database';
import { registrarAuditorias, type EntradaAuditoria } from './auditoria';

/** Rows one insert writes at most: past it, the next insert takes the rest. */
const MAXIMO_LOTE = 500;

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

  constructor(private readonly db: Database) {}

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
      await registrarAuditorias(this.db, lote.map((pendiente) => pendiente.entrada));
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
