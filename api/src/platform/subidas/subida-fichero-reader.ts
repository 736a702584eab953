import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CAMPO_ARCHIVO, formatMensaje, TAMANO_MAXIMO_ARCHIVO } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { Huella } from '../almacen/almacen-storage';
import { ApiError } from '../api-errors';
import type { Auditar } from '../auditoria-repository';
import { sanearNombreArchivo } from './nombre-archivo-format';
import {
  MENSAJE_ARCHIVO_DEMASIADO_GRANDE,
  MENSAJE_ARCHIVO_VACIO_O_DANADO,
  MENSAJE_MULTIPART_MAL_FORMADO,
  MENSAJE_SIN_MULTIPART,
  MENSAJE_SOLO_PDF,
  MENSAJE_SOLO_PDF_O_IMAGEN,
  mensajeContenidoActivo,
  mensajeLimitePdf,
} from './subida-messages';
import { BYTES_FIRMA, MIME_DE, mimeDeclaradoAdmitido, tipoPorContenido, type TipoArchivo } from './tipo-archivo-validator';

/** 20 MiB: data-dictionary §5.3 (tamano_bytes 1–20 971 520), the limit the upload screen applies too. */
export { CAMPO_ARCHIVO, TAMANO_MAXIMO_ARCHIVO };
/** The form's own bytes around the file (boundaries, part headers): a Content-Length beyond the file limit plus this cannot hold an acceptable file. */
const MARGEN_MULTIPART = 64 * 1024;

export interface ReglasSubida {
  /** What the file may be; a PDF is also checked for active content. */
  tipos: readonly TipoArchivo[];
  /** Storage folder of the file (its key is this plus a random name). */
  carpeta: string;
  /** The message when the owner already holds a file with this SHA-256 (refused 409 before storing), else undefined. */
  duplicado?: (sha256: string) => Promise<string | undefined>;
}

/** The form's text fields sent before the file (a field sent twice is dropped: it has no single value). */
export type CamposFormulario = Readonly<Record<string, string>>;

/** A checked, stored file, handed to `confirmar` to be recorded. */
export interface FicheroSubido {
  clave: string;
  tamano_bytes: number;
  sha256: string;
  tipo_mime: string;
  nombre_archivo: string;
}

function camposDe(campos: Record<string, unknown>): CamposFormulario {
  const valores: Record<string, string> = {};
  for (const [nombre, campo] of Object.entries(campos)) {
    if (typeof campo === 'object' && campo !== null && 'type' in campo && campo.type === 'field' && 'value' in campo && typeof campo.value === 'string') {
      valores[nombre] = campo.value;
    }
  }
  return valores;
}

const errorDeArchivo = (status: number, mensaje: string) => new ApiError(status, mensaje, { [CAMPO_ARCHIVO]: mensaje });

function demasiadoGrande(request: FastifyRequest): boolean {
  const declarado = Number(request.headers['content-length']);
  return Number.isFinite(declarado) && declarado > TAMANO_MAXIMO_ARCHIVO + MARGEN_MULTIPART;
}

/**
 * What the multipart parser throws on a body that breaks the format (no boundary, another boundary, no closing
 * boundary: busboy's plain errors, or the plugin's own 400) is the client's: a 400 naming the field. Its limits keep
 * their 413, and anything else (the disk) stays a server error.
 */
function comoErrorDelFormulario(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === undefined || status === 400) return errorDeArchivo(400, MENSAJE_MULTIPART_MAL_FORMADO);
  return error;
}

async function delFormulario<T>(leer: () => Promise<T>): Promise<T> {
  try {
    return await leer();
  } catch (error) {
    throw comoErrorDelFormulario(error);
  }
}

const soloTipos = (tipos: readonly TipoArchivo[]) => errorDeArchivo(400, tipos.length === 1 ? MENSAJE_SOLO_PDF : MENSAJE_SOLO_PDF_O_IMAGEN);

async function comprobarContenido(contenido: Buffer, tipos: readonly TipoArchivo[]): Promise<TipoArchivo> {
  const tipo = tipoPorContenido(contenido.subarray(0, BYTES_FIRMA));
  if (tipo === undefined || !tipos.includes(tipo)) throw soloTipos(tipos);
  if (tipo !== 'pdf') return tipo;
  // Loaded on first use: pdf-lib costs ≈ 0.4 s at start-up, which every start would pay.
  const { analizarPdf } = await import('./pdf-contenido-activo-validator');
  const analisis = await analizarPdf(contenido);
  if (analisis.estado === 'dañado') throw errorDeArchivo(400, MENSAJE_ARCHIVO_VACIO_O_DANADO);
  if (analisis.estado === 'activo') throw errorDeArchivo(400, mensajeContenidoActivo(analisis.contenido));
  if (analisis.estado === 'excede') throw errorDeArchivo(400, mensajeLimitePdf(analisis.limite));
  return tipo;
}

/**
 * Receives the multipart field `archivo`, checks it and stores it, then records it with `confirmar` in one audited
 * transaction. The file flows to a private temporary file while its size is limited and its SHA-256 computed (never
 * held whole in memory on the way in); only then is it checked by content. The upload is acknowledged only when the
 * file is stored and its row committed: if `confirmar` or the commit fails the stored file is removed, and a storage
 * failure happens before any row exists. The rules may depend on the form's fields sent before the file (the
 * record the file belongs to): they are then worked out, and may refuse the request, before the file is read.
 */
export async function recibirFichero<T>(
  request: FastifyRequest,
  reglasDe: ReglasSubida | ((campos: CamposFormulario) => Promise<ReglasSubida>),
  confirmar: (tx: Database, fichero: FicheroSubido, auditar: Auditar) => Promise<T>,
): Promise<T> {
  if (demasiadoGrande(request)) throw errorDeArchivo(413, MENSAJE_ARCHIVO_DEMASIADO_GRANDE);
  if (!request.isMultipart()) throw errorDeArchivo(400, MENSAJE_SIN_MULTIPART);
  const partes = request.files({ limits: { fileSize: TAMANO_MAXIMO_ARCHIVO, files: 1, fields: 8, parts: 9 } });
  const parte = (await delFormulario(() => partes.next())).value;
  if (parte === undefined || parte.fieldname !== CAMPO_ARCHIVO) throw errorDeArchivo(400, formatMensaje('G01'));
  const reglas = typeof reglasDe === 'function' ? await reglasDe(camposDe(parte.fields)) : reglasDe;
  if (!mimeDeclaradoAdmitido(parte.mimetype, reglas.tipos)) throw soloTipos(reglas.tipos);

  const temporal = join(tmpdir(), `registro-lma-subida-${randomUUID()}`);
  try {
    const huella = new Huella();
    await pipeline(parte.file, huella, createWriteStream(temporal, { flags: 'wx', mode: 0o600 })).catch((error: unknown) => {
      // Only the part's own stream speaks for the body; the temporary file's errors are the server's.
      throw parte.file.errored === error ? comoErrorDelFormulario(error) : error;
    });
    if (parte.file.truncated) throw errorDeArchivo(413, MENSAJE_ARCHIVO_DEMASIADO_GRANDE);
    // The form must end after the file with its closing boundary: a body cut short is not a whole upload.
    await delFormulario(() => partes.next());
    const { bytes, sha256 } = huella.resultado();
    if (bytes === 0) throw errorDeArchivo(400, MENSAJE_ARCHIVO_VACIO_O_DANADO);
    // The one moment the whole file (≤ 20 MiB) is in memory: the checker scans all of it for objects
    // (pdf-lectura-parser.ts, within bounds of its own), and the same bytes are stored, not read from disk a second time.
    const contenido = await readFile(temporal);
    const tipo = await comprobarContenido(contenido, reglas.tipos);
    const duplicado = await reglas.duplicado?.(sha256);
    if (duplicado !== undefined) throw errorDeArchivo(409, duplicado);

    const clave = `${reglas.carpeta}/${randomUUID()}`;
    const guardado = await request.server.almacen.guardar(clave, Readable.from([contenido]));
    const fichero: FicheroSubido = { clave, tamano_bytes: bytes, sha256, tipo_mime: MIME_DE[tipo], nombre_archivo: sanearNombreArchivo(parte.filename, tipo) };
    try {
      if (guardado.sha256 !== sha256) throw new Error(`El almacén guardó ${clave} con otra huella (${guardado.sha256} ≠ ${sha256}).`);
      return await request.repositorio.escribir((tx, auditar) => confirmar(tx, fichero, auditar));
    } catch (error) {
      await request.server.almacen.borrar(clave).catch((borrado: unknown) => {
        request.log.error({ err: borrado, clave }, 'No se pudo retirar del almacén un fichero cuyo registro no se guardó');
      });
      throw error;
    }
  } finally {
    await rm(temporal, { force: true });
  }
}
