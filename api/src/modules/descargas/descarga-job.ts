import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  areaDescarga,
  ETIQUETA_ROL,
  ficherosPermitidos,
  nombreArchivoDescarga,
  type AreaDescargaId,
  type FicheroDescarga,
  type FormatoDescarga,
} from '@registro-lma/shared/domain';
import { versionesCatalogos } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { descarga } from '../../db/schema';
import type { Almacen } from '../../platform/almacen/almacen-storage';
import { RepositorioAuditado } from '../../platform/auditoria-repository';
import { columnasDe, escribirDescarga, ESCRITURAS, type FicheroAEscribir } from './descarga-writer';
import { comprobarFilas, DescargaDescuadrada } from './filas-descarga-validator';
import type { AlcanceDescarga } from './consulta-descarga-builder';
import { contarFilas, filasDeFichero, lineasDeFichero } from './descarga-reader';

/** The queue of extracts (platform/trabajos). */
export const COLA_DESCARGAS = 'descargas';

/** What a request stored for its job to run later, by any API process. */
export interface PeticionDescarga {
  /** Absent in extracts requested before the format could be chosen: those are CSV. */
  formato?: FormatoDescarga;
  etiquetas: boolean;
  seudonimizado: boolean;
  alcance: AlcanceDescarga;
}

/** The request an extract's row stores in `opciones`, written only from a `PeticionDescarga`. */
export const peticionGuardada = (fila: { opciones: object }): PeticionDescarga => fila.opciones as PeticionDescarga;

/** Version of the data dictionary the extracts follow (metadatos). */
const VERSION_DICCIONARIO = '1.0';

/** How often a running extract says it is alive (`latido_en`). */
const LATIDO_MS = 10_000;

/**
 * Times an extract may be lost with its process (the process died, or was killed while generating it) before it is
 * failed instead of taken again: an extract that brings its process down would otherwise do so at every retry.
 */
export const PERDIDAS_MAXIMAS = 2;

export const MOTIVO_PERDIDAS = `No se pudo generar la descarga: el proceso que la generaba se detuvo ${PERDIDAS_MAXIMAS} veces mientras lo hacía. No se reintenta; avise al administrador.`;

/** The job stopped on purpose: cancelled by the user, taken over by another process, or this process is stopping. */
export class DescargaInterrumpida extends Error {
  constructor(readonly porParada: boolean) {
    super(porParada ? 'La API se detuvo durante la descarga; se reanudará.' : 'Descarga cancelada.');
    this.name = 'DescargaInterrumpida';
  }
}

/** The format of a requested extract. */
export const formatoDe = (peticion: PeticionDescarga): FormatoDescarga => peticion.formato ?? 'CSV';

export const claveFicheroDescarga = (descargaId: string, formato: FormatoDescarga) => `descargas/${descargaId}.${ESCRITURAS[formato].extension}`;

export interface ContextoTrabajo {
  db: Database;
  almacen: Almacen;
  /** How long a finished extract's file is kept. */
  caducidadHoras: number;
  /** Aborted when this process stops: the job goes back to the queue for another. */
  parada: AbortSignal;
  /** Where a failure's detail goes. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What a failed job shows its owner. */
export const MENSAJE_DESCARGA_FALLIDA = 'No se pudo generar la descarga por un error interno. Vuelva a generarla; si se repite, avise al administrador.';

/**
 * Runs one extract: takes it (a new `intento`, so an older worker of it stops writing), counts the rows to do, streams
 * rows → CSV files in a ZIP, or sheets of an XLSX → storage while recording progress after every batch, then marks it
 * ready, with its rows per file and hash, and audits it. A cancel or a take-over is noticed at the next batch; a failure is kept with its reason.
 */
export async function ejecutarDescarga(contexto: ContextoTrabajo, descargaId: string): Promise<void> {
  const { db, almacen } = contexto;
  const [tomada] = await db
    .update(descarga)
    .set({
      estado: 'EN_CURSO',
      intento: sql`${descarga.intento} + 1`,
      // Still EN_CURSO when taken again: its last attempt was lost with its process (pg-boss expired it).
      perdidas: sql`${descarga.perdidas} + (case when ${descarga.estado} = 'EN_CURSO' then 1 else 0 end)`,
      filas_hechas: 0,
      iniciada_en: new Date(),
      latido_en: new Date(),
      error: null,
    })
    .where(and(eq(descarga.descarga_id, descargaId), inArray(descarga.estado, ['PENDIENTE', 'EN_CURSO'])))
    .returning();
  if (tomada === undefined) return;
  const mia = and(eq(descarga.descarga_id, descargaId), eq(descarga.intento, tomada.intento), eq(descarga.estado, 'EN_CURSO'));
  if (tomada.perdidas >= PERDIDAS_MAXIMAS) {
    await db.update(descarga).set({ estado: 'FALLIDA', error: MOTIVO_PERDIDAS, terminada_en: new Date() }).where(mia);
    return;
  }
  const latido = setInterval(() => {
    db.update(descarga)
      .set({ latido_en: new Date() })
      .where(mia)
      .catch(() => undefined);
  }, LATIDO_MS);
  latido.unref();
  try {
    const peticion = peticionGuardada(tomada);
    const formato = formatoDe(peticion);
    const area = areaDescarga(tomada.area as AreaDescargaId);
    const ficheros = ficherosPermitidos(area.ficheros, peticion.alcance);
    const filasDe = new Map<FicheroDescarga, number>();
    for (const fichero of ficheros) filasDe.set(fichero, await contarFilas(db, fichero, peticion.alcance));
    const total = [...filasDe.values()].reduce((suma, filas) => suma + filas, 0);
    await db.update(descarga).set({ filas_total: total }).where(mia);
    const leidas = new Map<FicheroDescarga, number>();
    const aEscribir: FicheroAEscribir[] = columnasDe(ficheros, peticion).map(({ fichero, columnas }) => {
      const filas = filasDe.get(fichero) ?? 0;
      const alLeer = (leidasAhora: number) => leidas.set(fichero, (leidas.get(fichero) ?? 0) + leidasAhora);
      return {
        fichero,
        columnas,
        lotes: () => contando(filasDeFichero(db, fichero, columnas, peticion.alcance, filas), alLeer),
        lineas: () => contando(lineasDeFichero(db, fichero, columnas, peticion.alcance, filas), alLeer),
      };
    });
    let hechas = 0;
    const { salida, escrito } = escribirDescarga(formato, aEscribir, metadatos(tomada, peticion, await versionesCatalogos(db)), async (filas) => {
      if (contexto.parada.aborted) throw new DescargaInterrumpida(true);
      hechas += filas;
      const seguida = await db.update(descarga).set({ filas_hechas: hechas, latido_en: new Date() }).where(mia).returning({ id: descarga.descarga_id });
      if (seguida.length === 0) throw new DescargaInterrumpida(false);
    });
    const clave = claveFicheroDescarga(descargaId, formato);
    const [guardado, filasPorFichero] = await Promise.race([Promise.all([almacen.guardar(clave, salida), escrito]), interrupcion(contexto.parada)]).catch(
      (error: unknown) => {
        salida.destroy();
        throw error;
      },
    );
    try {
      await comprobarFilas(
        ficheros.map((fichero) => ({
          nombre: fichero.nombre,
          contadas: filasDe.get(fichero) ?? 0,
          leidas: leidas.get(fichero) ?? 0,
          escritas: filasPorFichero[fichero.nombre] ?? 0,
        })),
        (nombre) => contarFilas(db, ficheros.find((fichero) => fichero.nombre === nombre)!, peticion.alcance),
      );
    } catch (error) {
      await almacen.borrar(clave);
      throw error;
    }
    const terminada = new Date();
    // The job writes as the user who asked for the extract.
    const repositorio = new RepositorioAuditado({ db, dbLecturas: db }, { usuario_id: tomada.usuario_id, rol: tomada.rol });
    const hecha = await repositorio.escribirSiCambia(async (tx, auditar) => {
      const [lista] = await tx
        .update(descarga)
        .set({
          estado: 'LISTA',
          filas_hechas: hechas,
          clave_fichero: clave,
          nombre_archivo: nombreArchivoDescarga(
            area,
            { seudonimizado: peticion.seudonimizado, incluir_etiquetas: peticion.etiquetas, ensayo: peticion.alcance.ensayo ?? null },
            terminada,
            ESCRITURAS[formato].extension,
          ),
          tamano_bytes: guardado.bytes,
          sha256: guardado.sha256,
          filas_por_fichero: filasPorFichero,
          terminada_en: terminada,
          caduca_en: new Date(terminada.getTime() + contexto.caducidadHoras * 3_600_000),
        })
        .where(mia)
        .returning();
      if (lista === undefined) return undefined;
      await auditar({
        tabla: 'descarga',
        registro_id: descargaId,
        accion: 'CAMBIO_ESTADO',
        antes: { estado: 'EN_CURSO' },
        despues: {
          estado: 'LISTA',
          area: lista.area,
          filtros: filtrosDe(peticion.alcance),
          opciones: { formato, etiquetas: peticion.etiquetas, seudonimizado: peticion.seudonimizado },
          filas_por_fichero: filasPorFichero,
          sha256: guardado.sha256,
          tamano_bytes: guardado.bytes,
        },
      });
      return lista;
    });
    if (hecha === undefined) await almacen.borrar(clave);
  } catch (error) {
    if (error instanceof DescargaInterrumpida) {
      // Back to the queue (another process, or this one after a restart, takes it again); a cancel keeps its state.
      if (error.porParada) {
        await db.update(descarga).set({ estado: 'PENDIENTE' }).where(mia);
        throw error;
      }
      return;
    }
    // A check of the job's own (its rows, its losses) says its Spanish reason; any other failure's detail (a query's
    // text and values, a storage message) stays in the server's log and the job shows a fixed Spanish reason.
    if (!(error instanceof DescargaDescuadrada)) contexto.log.error({ err: error, descarga_id: descargaId }, 'No se pudo generar la descarga');
    const motivo = error instanceof DescargaDescuadrada ? `No se pudo generar la descarga: ${error.message}`.slice(0, 500) : MENSAJE_DESCARGA_FALLIDA;
    await db.update(descarga).set({ estado: 'FALLIDA', error: motivo, terminada_en: new Date() }).where(mia);
  } finally {
    clearInterval(latido);
  }
}

/** A file's batches as they are read, each batch's size told to `alLeer`. */
async function* contando<T>(lotes: AsyncIterable<T[]>, alLeer: (filas: number) => void): AsyncGenerator<T[]> {
  for await (const lote of lotes) {
    alLeer(lote.length);
    yield lote;
  }
}

/** Rejects as soon as this process starts stopping: a job waiting on a slow storage does not hold the shutdown. */
function interrupcion(parada: AbortSignal): Promise<never> {
  const promesa = new Promise<never>((_, rechazar) => {
    const alParar = () => rechazar(new DescargaInterrumpida(true));
    if (parada.aborted) alParar();
    else parada.addEventListener('abort', alParar, { once: true });
  });
  promesa.catch(() => undefined);
  return promesa;
}

/** The filters as the audit and the metadata record them. */
function filtrosDe(alcance: AlcanceDescarga) {
  return {
    hospitales: alcance.hospitales ?? null,
    estados: alcance.estados,
    fecha_diagnostico_desde: alcance.fechaDiagnosticoDesde ?? null,
    fecha_diagnostico_hasta: alcance.fechaDiagnosticoHasta ?? null,
    ensayo: alcance.ensayo ?? null,
  };
}

/**
 * data-dictionary §8 `metadatos`: export date, user (by id), role, format and options, filters, dictionary version and
 * the version of every ⚙ catalogue in force when the extract ran (`catalogo=version`, `|`-joined in name order).
 */
function metadatos(fila: typeof descarga.$inferSelect, peticion: PeticionDescarga, catalogos: ReadonlyMap<string, number>): [string, string][] {
  const filtros = filtrosDe(peticion.alcance);
  return [
    ['fecha_exportacion', new Date().toISOString()],
    ['descarga_id', fila.descarga_id],
    ['area', fila.area],
    ['usuario_id', String(fila.usuario_id)],
    ['rol', `${fila.rol} (${ETIQUETA_ROL[fila.rol]})`],
    ['formato', formatoDe(peticion)],
    ['seudonimizado', peticion.seudonimizado ? '1' : '0'],
    ['incluir_etiquetas', peticion.etiquetas ? '1' : '0'],
    ['filtro_hospitales', filtros.hospitales?.join('|') ?? ''],
    ['filtro_estados', filtros.estados.join('|')],
    ['filtro_fecha_diagnostico_desde', filtros.fecha_diagnostico_desde ?? ''],
    ['filtro_fecha_diagnostico_hasta', filtros.fecha_diagnostico_hasta ?? ''],
    ['filtro_ensayo', filtros.ensayo ?? ''],
    ['version_diccionario', VERSION_DICCIONARIO],
    [
      'version_catalogos',
      [...catalogos]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([catalogo, version]) => `${catalogo}=${version}`)
        .join('|'),
    ],
  ];
}

/**
 * Removes the files of extracts past their expiry and marks them CADUCADA (run on start and periodically by every
 * process; two doing it at once only remove a file twice).
 */
export async function caducarDescargas(db: Database, almacen: Almacen, ahora: Date = new Date()): Promise<number> {
  const vencidas = await db
    .select({ descarga_id: descarga.descarga_id, clave_fichero: descarga.clave_fichero })
    .from(descarga)
    .where(and(eq(descarga.estado, 'LISTA'), lt(descarga.caduca_en, ahora)));
  for (const vencida of vencidas) {
    if (vencida.clave_fichero !== null) await almacen.borrar(vencida.clave_fichero);
    await db.update(descarga).set({ estado: 'CADUCADA' }).where(and(eq(descarga.descarga_id, vencida.descarga_id), eq(descarga.estado, 'LISTA')));
  }
  return vencidas.length;
}
