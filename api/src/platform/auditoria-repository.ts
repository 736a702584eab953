import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { filasAuditadasEn, registrarAuditorias, type AccionAuditoria, type Autor, type EntradaAuditoria } from './auditoria-commands';
import { usuarioActual } from './authentication-plugin';
import { guardarRespuestaIdempotente } from './idempotency-plugin';
import { leerAuditado, type LecturaPreparable, type SentenciaDeLectura } from './lectura-auditada-repository';

/** What one read disclosed: a record (`VER`), a list or search with its criteria, a mail of a patient's data. */
export interface Lectura {
  accion: Extract<AccionAuditoria, 'VER' | 'LISTAR' | 'BUSCAR' | 'CORREO'>;
  tabla: string;
  /** The record read; a list or a search, which reads many, names none (`*`). */
  registro_id: number | string;
  paciente_id?: number | null;
  /** What was asked (a list's filters, a search's text) and how much came back: kept in `despues`. */
  consulta?: unknown;
}

/** A change as the audit trail keeps it (what, before, after): who made it is the repository's user. */
export type CambioAuditado = Omit<EntradaAuditoria, 'usuario_id' | 'rol'>;

/** Audits changes of the command's transaction as the repository's user. */
export type Auditar = (...cambios: readonly CambioAuditado[]) => Promise<void>;

/** Thrown inside `escribirSiCambia`'s transaction to roll back a change that found nothing to change. */
class SinCambios extends Error {}

/** Changes committed through the repositories of this process. */
let escriturasConfirmadas = 0;

/**
 * How many changes this process has committed: what remembers data (panel-cache.ts) compares it before reusing what it
 * read, so this process never answers from memory what one of its own committed changes made stale.
 */
export const escriturasDeEsteProceso = (): number => escriturasConfirmadas;

/** The registro_id of a list or search row: its criteria, not the patients it returned, are what is kept. */
export const VARIOS_REGISTROS = '*';

/** A page of a list is audited by its criteria and how many records it returned, not one row per record. */
export function lecturaDeListado(tabla: string, filtro: object) {
  return (pagina: { items: readonly unknown[]; total: number }): Lectura[] => [
    { accion: 'LISTAR', tabla, registro_id: VARIOS_REGISTROS, consulta: { ...filtro, devueltos: pagina.items.length, total: pagina.total } },
  ];
}

/**
 * The one way a route reads or changes registry data (modelled on Medplum's `fhir/repo.ts`): each call is one
 * transaction that also appends the audit rows of the signed-in user, so a route cannot answer data it did not
 * account for. Reads are audited here; a change's command writes its own before/after rows in the transaction it is
 * given, and a change that wrote none is rolled back.
 */
export class RepositorioAuditado {
  constructor(
    /** `db` for changes; `dbLecturas` for reads, which commit without waiting for the WAL flush (db/connection.ts). */
    private readonly bases: { readonly db: Database; readonly dbLecturas: Database },
    /** `null`: the registry itself, as when it creates its first administrator. */
    private readonly usuario: Autor | null,
    /** Keeps a create's answer for a repeat with the same Idempotency-Key (idempotency-plugin.ts). */
    private readonly guardarRespuesta: (tx: Database, respuesta: unknown) => Promise<void> = async () => undefined,
  ) {}

  private entrada(lectura: Lectura): EntradaAuditoria {
    return this.firmada({ tabla: lectura.tabla, registro_id: lectura.registro_id, accion: lectura.accion, antes: null, despues: lectura.consulta ?? null, paciente_id: lectura.paciente_id ?? null });
  }

  private firmada(cambio: CambioAuditado): EntradaAuditoria {
    return { usuario_id: this.usuario?.usuario_id ?? null, rol: this.usuario?.rol ?? null, ...cambio };
  }

  /**
   * Runs `consulta` and audits what it read: fixed, or derived from the answer (e.g. one `VER` per record returned),
   * in one transaction. A read that is one query is `leerEnUnaSentencia`'s: one statement, its audit row batched.
   */
  leer<T>(lectura: Lectura | ((resultado: T) => readonly Lectura[]), consulta: (db: Database) => Promise<T>): Promise<T> {
    return this.bases.dbLecturas.transaction(async (tx) => {
      const resultado = await consulta(tx);
      const lecturas = typeof lectura === 'function' ? lectura(resultado) : [lectura];
      await registrarAuditorias(tx, lecturas.map((una) => this.entrada(una)));
      return resultado;
    });
  }

  /**
   * A read that is one query, and its audit row (with `sentencia.resumen`'s figures over the rows beside
   * `lectura.consulta`) written with those of the reads finishing at the same time, before the rows are returned as
   * the driver returns them (lectura-auditada-repository.ts). A `LecturaPreparable` is built once per shape.
   */
  leerEnUnaSentencia(lectura: Lectura, sentencia: SentenciaDeLectura | LecturaPreparable): Promise<Record<string, unknown>[]> {
    return leerAuditado(this.bases.dbLecturas, this.entrada(lectura), sentencia);
  }

  /**
   * Runs a command (which audits its own changes, with before and after) in one transaction. A command that audited
   * nothing is refused and rolled back, unless the route says what its answer disclosed when nothing changed. The
   * answer (`respuesta` of the result, the result itself by default) is kept for an idempotent repeat in the same
   * transaction. `auditar` writes the command's rows as the repository's user.
   */
  async escribir<T>(cambio: (tx: Database, auditar: Auditar) => Promise<T>, lecturaSinCambios?: Lectura, respuesta: (resultado: T) => unknown = (resultado) => resultado): Promise<T> {
    const confirmado = await this.bases.db.transaction(async (tx) => {
      const auditar: Auditar = (...cambios) => registrarAuditorias(tx, cambios.map((uno) => this.firmada(uno)));
      const resultado = await cambio(tx, auditar);
      if (filasAuditadasEn(tx) === 0) {
        if (lecturaSinCambios === undefined) throw new Error('Un cambio sin fila de auditoría no se guarda.');
        await registrarAuditorias(tx, [this.entrada(lecturaSinCambios)]);
      }
      await this.guardarRespuesta(tx, respuesta(resultado));
      return resultado;
    });
    escriturasConfirmadas += 1;
    return confirmado;
  }

  /**
   * `escribir` for a change that may find its record no longer in the state it changes (a conditional update that
   * matched no row): the command answers `undefined` then, and whatever it wrote is rolled back, unaudited.
   */
  async escribirSiCambia<T>(cambio: (tx: Database, auditar: Auditar) => Promise<T | undefined>): Promise<T | undefined> {
    try {
      return await this.escribir(async (tx, auditar) => {
        const resultado = await cambio(tx, auditar);
        if (resultado === undefined) throw new SinCambios();
        return resultado;
      });
    } catch (error) {
      if (error instanceof SinCambios) return undefined;
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Registry data as the signed-in user may read and change it, audited (routes after `authenticate` only). */
    readonly repositorio: RepositorioAuditado;
  }
}

async function repositorio(app: FastifyInstance): Promise<void> {
  app.decorateRequest('repositorio', {
    getter(this: FastifyRequest) {
      return new RepositorioAuditado(app, usuarioActual(this), (tx, respuesta) => guardarRespuestaIdempotente(this, tx, respuesta));
    },
  });
}

export const repositorioPlugin = fp(repositorio, { name: 'repositorio-auditado', dependencies: ['authentication', 'idempotencia'] });
