import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** What a stored file is: its size and SHA-256 (hex), computed while it was written. */
export interface FicheroGuardado {
  bytes: number;
  sha256: string;
}

/** A stored file as a listing gives it: its key and when it was last written. */
export interface FicheroListado {
  clave: string;
  modificado_en: Date;
}

/**
 * Where the registry keeps uploaded files (reports, reference documents), never under anything served: a folder
 * under DATA_DIR by default, or S3-compatible object storage. Keys are chosen by the server, never by a client.
 */
export interface Almacen {
  /** Writes the whole stream under `clave`; the file is visible only once complete (no half-written file is read). */
  guardar(clave: string, contenido: Readable): Promise<FicheroGuardado>;
  /** The stored file; `FicheroNoEncontrado` when there is none. */
  leer(clave: string): Promise<Readable>;
  /** Removes the file; nothing happens when there is none. */
  borrar(clave: string): Promise<void>;
  existe(clave: string): Promise<boolean>;
  /** Every complete file stored, in no particular order (a file being written is not listed). */
  listar(): AsyncIterable<FicheroListado>;
}

export class FicheroNoEncontrado extends Error {
  constructor(clave: string) {
    super(`No hay ningún fichero almacenado con la clave ${clave}.`);
    this.name = 'FicheroNoEncontrado';
  }
}

// Segments of lower-case letters, digits, `_`, `-` and inner dots: no absolute path, no `..`, no hidden file.
const CLAVE_VALIDA = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*(\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*)*$/;

/** Refuses a key that could leave the storage's root or name a temporary file (a programming error, not input). */
export function comprobarClave(clave: string): string {
  if (clave.length > 200 || !CLAVE_VALIDA.test(clave)) throw new Error(`Clave de almacén no válida: ${clave}`);
  return clave;
}

/** A pass-through that counts the bytes and hashes them as they flow. */
export class Huella extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(trozo: Buffer, _codificacion: BufferEncoding, hecho: TransformCallback): void {
    this.hash.update(trozo);
    this.bytes += trozo.length;
    hecho(null, trozo);
  }

  resultado(): FicheroGuardado {
    return { bytes: this.bytes, sha256: this.hash.copy().digest('hex') };
  }
}
