import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { lineaCsv, resumenPaciente, type ColumnaDescarga, type FicheroDescarga } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { cargarExpedientes } from '../../db/expediente';
import { cursorEnArrays, filasEnArrays, poolDeServidor } from '../../db/filas-en-arrays';
import { condicionFilas, condicionPacientes, consultaFilas, consultaLineas, origen, type AlcanceDescarga } from './consulta-descarga-builder';
import { puedeNecesitarComillas } from './texto-descarga-sql';
import { textoValor } from './valor-descarga-format';
import { filasDe } from '../../db/filas';

/**
 * Rows per batch of patients aimed at (PGlite): a batch's rows are all a file keeps in memory. 500 against 2 000: the
 * same time, 130 MB of heap growth against 187 MB for the widest file (rows read ahead outlive the young generation).
 */
const FILAS_POR_LOTE = 500;
const MAXIMO_PACIENTES_POR_LOTE = 20_000;

/**
 * Patients per batch for a file of `filas` rows over `pacientes` patients: about FILAS_POR_LOTE rows, never fewer than
 * FILAS_POR_LOTE patients. A sparse file (a few thousand transplants) then takes a few batches, not one per 500 patients.
 */
export function pacientesPorLote(filas: number, pacientes: number): number {
  if (filas === 0) return MAXIMO_PACIENTES_POR_LOTE;
  return Math.min(MAXIMO_PACIENTES_POR_LOTE, Math.max(FILAS_POR_LOTE, Math.round((FILAS_POR_LOTE * pacientes) / filas)));
}

/**
 * PGlite runs each statement on this process's one thread, and every request waits behind it: a batch of patients is
 * sized so that its statement lasts about this long, from the pace of the batch before (the widest file's rows cost
 * several times a narrow file's, and a loaded machine slows them all).
 */
const MS_POR_LOTE = 20;
const PACIENTES_PRIMER_LOTE = 25;
/** A loaded machine slows every statement alike: below this, a batch's fixed costs outgrow its rows. */
const PACIENTES_MINIMOS_POR_LOTE = 25;

/** The next batch's patients after one of `pacientes` took `ms`: what fits in MS_POR_LOTE, at most twice as many, at most `maximo`. */
export function siguienteLote(pacientes: number, ms: number, maximo: number): number {
  const aLaPar = Math.round((pacientes * MS_POR_LOTE) / Math.max(ms, 1));
  return Math.min(maximo, 2 * pacientes, Math.max(PACIENTES_MINIMOS_POR_LOTE, aLaPar));
}

/** Summaries computed between two turns of the event loop: a batch's summaries took 140 ms of it in one go. */
const RESUMENES_POR_TURNO = 25;

const cederTurno = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many rows a file will have: the progress bar's total. */
export async function contarFilas(db: Database, fichero: FicheroDescarga, alcance: AlcanceDescarga): Promise<number> {
  const [fila] = await filasDe<{ n: number }>(db, sql`select count(*)::int as n ${origen(fichero)} where ${condicionPacientes(alcance)} and ${condicionFilas(fichero, alcance)}`);
  return Number(fila?.n ?? 0);
}

/** How many patients the extract covers. */
async function contarPacientes(db: Database, alcance: AlcanceDescarga): Promise<number> {
  const [fila] = await filasDe<{ n: number }>(db, sql`select count(*)::int as n from paciente p join hospital h on h.hospital_id = p.hospital_id where ${condicionPacientes(alcance)}`);
  return Number(fila?.n ?? 0);
}

/**
 * The patients in scope in batches, in hospital-code and UPN order: centre by centre (in code order), each batch the
 * next UPN range of the centre holding `porLote()` patients in scope, as the condition on `p` that selects
 * them: a range scan of the index hospital_id + upn_numero (a list of ids made PostgreSQL scan every patient per
 * batch). No batch sorts the registry and no cursor is held open between batches (PGlite: see lotesDeFichero).
 */
async function* lotesPacientes(db: Database, alcance: AlcanceDescarga, porLote: () => number): AsyncGenerator<SQL> {
  const hospitales = await filasDe<{ hospital_id: number }>(db, sql`select hospital_id from hospital order by codigo`);
  for (const { hospital_id } of hospitales) {
    const hospital = Number(hospital_id);
    let ultimo = 0;
    for (;;) {
      const pedidos = porLote();
      const [hasta] = await filasDe<{ upn_numero: number | null; n: number }>(
        db,
        sql`select max(upn_numero) as upn_numero, count(*)::int as n from (select p.upn_numero from paciente p join hospital h on h.hospital_id = p.hospital_id
          where p.hospital_id = ${hospital} and p.upn_numero > ${ultimo} and ${condicionPacientes(alcance)}
          order by p.upn_numero limit ${pedidos}) lote`,
      );
      const n = Number(hasta?.n ?? 0);
      if (n === 0) break;
      const limite = Number(hasta!.upn_numero);
      yield sql`p.hospital_id = ${hospital} and p.upn_numero > ${ultimo} and p.upn_numero <= ${limite} and ${condicionPacientes(alcance)}`;
      if (n < pedidos) break;
      ultimo = limite;
    }
  }
}

/**
 * Batches one at a time, each sized by `siguienteLote` (up to `maximo` patients) from the time the batch before took
 * to read AND to turn into the file's rows (`leer`): the summary file's histories cost far more than its statement.
 * None is sent ahead: PGlite runs every statement on this thread in arrival order, so a batch sent ahead gains nothing
 * and makes each request that arrives meanwhile wait behind it as well; between two batches the requests waiting are
 * served. `reloj` is the clock (a test's own).
 */
export async function* lotesAlPaso<T>(
  pacientes: (porLote: () => number) => AsyncIterable<SQL>,
  leer: (pacientes: SQL) => Promise<T[]>,
  maximo: number,
  reloj: () => number = () => performance.now(),
): AsyncGenerator<T[]> {
  let porLote = Math.min(maximo, PACIENTES_PRIMER_LOTE);
  for await (const condicion of pacientes(() => porLote)) {
    // PGlite answers from this thread without a turn of the event loop: without this, a whole file is one block.
    await cederTurno();
    const inicio = reloj();
    const lote = await leer(condicion);
    porLote = siguienteLote(porLote, reloj() - inicio, maximo);
    yield lote;
  }
}

/** Values (rows × columns) per FETCH from a cursor: about what a batch of FILAS_POR_LOTE rows of the widest file holds. */
const VALORES_POR_FETCH = 75_000;

/** Rows per FETCH of a file of `columnas` columns. */
const filasPorFetch = (columnas: number) => Math.max(100, Math.round(VALORES_POR_FETCH / columnas));

/**
 * Patients per FETCH of the summary file: each brings its whole history, loaded to compute the summary (250: 120–159
 * MB of RSS growth for seguimiento at 100 000 patients; 100: 104–114 MB, in the same time).
 */
const RESUMENES_POR_FETCH = 100;

/**
 * The file's rows in batches, each turned into the file's rows by `tratar`. On a PostgreSQL server, one statement for
 * every patient in scope read through a cursor on a connection of its own (a statement per batch of patients cost up
 * to 2.7× PostgreSQL's own COPY of the same rows); on embedded PGlite, whose one connection serves every request,
 * batches paced by `lotesAlPaso`, of at most the patients that hold about FILAS_POR_LOTE of the file's `filas` rows,
 * so no request waits for a whole file.
 */
async function* lotesDeFichero<T>(
  db: Database,
  consulta: (pacientes: SQL) => SQL,
  alcance: AlcanceDescarga,
  filas: number,
  porFetch: number,
  tratar: (lote: unknown[][]) => Promise<T[]>,
): AsyncGenerator<T[]> {
  const pool = poolDeServidor(db);
  const lotes =
    pool === null
      ? lotesAlPaso(
          (porLote) => lotesPacientes(db, alcance, porLote),
          async (pacientes) => tratar(await filasEnArrays(db, consulta(pacientes))),
          pacientesPorLote(filas, await contarPacientes(db, alcance)),
        )
      : tratados(cursorEnArrays(pool, consulta(condicionPacientes(alcance)), porFetch), tratar);
  for await (const lote of lotes) if (lote.length > 0) yield lote;
}

async function* tratados<T>(lotes: AsyncIterable<unknown[][]>, tratar: (lote: unknown[][]) => Promise<T[]>): AsyncGenerator<T[]> {
  for await (const lote of lotes) yield await tratar(lote);
}

/** A row's value as the export writes it: text, or null for nothing. */
export type TextoDescarga = string | null;

/** A summary's value as the export writes it: null for nothing. */
const textoExportado = (columna: ColumnaDescarga, valor: unknown): TextoDescarga => textoValor(columna, valor) || null;

/**
 * The summary file's rows of a batch: the patients' histories in one statement (after the columns, each row carries
 * the patient's id, state and completeness: consultaFilas), each summary computed here, yielding the event loop as it goes.
 */
async function conResumenes(db: Database, lote: unknown[][], columnas: readonly ColumnaDescarga[]): Promise<TextoDescarga[][]> {
  if (lote.length === 0) return [];
  const n = columnas.length;
  const expedientes = await cargarExpedientes(db, lote.map((fila) => Number(fila[n])));
  const conResumen: TextoDescarga[][] = [];
  for (const [posicion, fila] of lote.entries()) {
    if (posicion > 0 && posicion % RESUMENES_POR_TURNO === 0) await cederTurno();
    const resumen = resumenPaciente(expedientes.get(Number(fila[n]))!, {
      estado: String(fila[n + 1]),
      de_completitud_pct: fila[n + 2] === null ? null : Number(fila[n + 2]),
    });
    conResumen.push(columnas.map((columna, indice) => (columna.tipo === 'campo' ? textoExportado(columna, resumen[columna.campo.name]) : (fila[indice] as TextoDescarga))));
  }
  return conResumen;
}

/** A file's rows, one batch of patients at a time, as the export's texts in the columns' order. */
export function filasDeFichero(
  db: Database,
  fichero: FicheroDescarga,
  columnas: readonly ColumnaDescarga[],
  alcance: AlcanceDescarga,
  filas: number,
): AsyncGenerator<TextoDescarga[][]> {
  const consulta = (pacientes: SQL) => consultaFilas(fichero, columnas, alcance, pacientes);
  if (fichero.fuente.resumen === true) {
    return lotesDeFichero(db, consulta, alcance, filas, RESUMENES_POR_FETCH, (lote) => conResumenes(db, lote, columnas));
  }
  return lotesDeFichero(db, consulta, alcance, filas, filasPorFetch(columnas.length), async (lote) => lote as TextoDescarga[][]);
}

/**
 * A file's CSV records (each with its CRLF), one batch at a time: PostgreSQL writes them, this process only computes
 * the summary file's values.
 */
export async function* lineasDeFichero(
  db: Database,
  fichero: FicheroDescarga,
  columnas: readonly ColumnaDescarga[],
  alcance: AlcanceDescarga,
  filas: number,
): AsyncGenerator<string[]> {
  if (fichero.fuente.resumen === true) {
    const textosLibres = columnas.map(puedeNecesitarComillas);
    for await (const lote of filasDeFichero(db, fichero, columnas, alcance, filas)) yield lote.map((fila) => lineaCsv(fila, textosLibres));
    return;
  }
  const consulta = (pacientes: SQL) => consultaLineas(fichero, columnas, alcance, pacientes);
  yield* lotesDeFichero(db, consulta, alcance, filas, filasPorFetch(columnas.length), async (lote) => lote.map((fila) => fila[0] as string));
}
