import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { filasAuditadasEn, registrarAuditorias, type AccionAuditoria, type Autor, type EntradaAuditoria } from './auditoria';
import { usuarioActual } from './authentication';
import { guardarRespuestaIdempotente } from './idempotency-plugin';
import { leerAuditado, type LecturaPreparable, type SentenciaDeLectura } from './lectura-auditada';

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
    private readonly usuario: Autor,
    /** Keeps a create's answer for a repeat with the same Idempotency-Key (idempotency-plugin.ts). */
    private readonly guardarRespuesta: (tx: Database, respuesta: unknown) => Promise<void> = async () => undefined,
  ) {}

  private entrada(lectura: Lectura): EntradaAuditoria {
    return {
      usuario_id: this.usuario.usuario_id,
      rol: this.usuario.rol,
      tabla: lectura.tabla,
      registro_id: lectura.registro_id,
      accion: lectura.accion,
      antes: null,
      despues: lectura.consulta ?? null,
      paciente_id: lectura.paciente_id ?? null,
    };
  }

  /**
   * Runs `consulta` and audits what it read: fixed, or derived from the answer (e.g. one `VER` per record returned),
   * in one transaction. A read that is one query is `leerEnUnaSentencia`'s: one round trip instead of four.
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
   * `lectura.consulta`), in one statement: the rows as the driver returns them. A `LecturaPreparable` is built once per shape.
   */
  leerEnUnaSentencia(lectura: Lectura, sentencia: SentenciaDeLectura | LecturaPreparable): Promise<Record<string, unknown>[]> {
    return leerAuditado(this.bases.dbLecturas, this.entrada(lectura), sentencia);
  }

  /**
   * Runs a command (which audits its own changes, with before and after) in one transaction. A command that audited
   * nothing is refused and rolled back, unless the route says what its answer disclosed when nothing changed. The
   * answer (`respuesta` of the result, the result itself by default) is kept for an idempotent repeat in the same
   * transaction.
   */
  escribir<T>(cambio: (tx: Database) => Promise<T>, lecturaSinCambios?: Lectura, respuesta: (resultado: T) => unknown = (resultado) => resultado): Promise<T> {
    return this.bases.db.transaction(async (tx) => {
      const resultado = await cambio(tx);
      if (filasAuditadasEn(tx) === 0) {
        if (lecturaSinCambios === undefined) throw new Error('Un cambio sin fila de auditoría no se guarda.');
        await registrarAuditorias(tx, [this.entrada(lecturaSinCambios)]);
      }
      await this.guardarRespuesta(tx, respuesta(resultado));
      return resultado;
    });
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
