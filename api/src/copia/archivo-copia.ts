import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/**
 * A backup is one .tar.gz: a manifest, the database (PGlite's own tarball or a pg_dump custom-format file) and,
 * under `datos/`, every file of DATA_DIR except the live database folder and the local server's secret.
 */
export interface Manifiesto {
  formato: 1;
  creada: string;
  motor: 'pglite' | 'postgresql';
  ficheros: number;
}

const MANIFIESTO = 'registro-lma-copia.json';
const BASE = 'base';
const DATOS = 'datos/';

export interface ContenidoCopia {
  manifiesto: Manifiesto;
  base: Buffer;
}

/** Every file under `dataDir` (paths relative to it, `/`-separated), except the top-level names in `excluir`. */
export async function ficherosDeDatos(dataDir: string, excluir: readonly string[]): Promise<string[]> {
  const entradas = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entradas
    .filter((entrada) => entrada.isFile())
    .map((entrada) => relative(dataDir, join(entrada.parentPath, entrada.name)).split(sep).join('/'))
    .filter((ruta) => !excluir.includes(ruta.split('/')[0] ?? ''))
    .sort();
}

/** Writes the backup to `salida` (mode 600: it holds clinical data). */
export async function escribirCopia(salida: string, contenido: ContenidoCopia, dataDir: string, ficheros: readonly string[]): Promise<void> {
  const paquete = pack();
  const escrito = pipeline(paquete, createGzip(), createWriteStream(salida, { mode: 0o600 }));
  const anadir = (name: string, datos: Buffer) =>
    new Promise<void>((resolve, reject) => {
      paquete.entry({ name, size: datos.length, mode: 0o600 }, datos, (error) => (error ? reject(error) : resolve()));
    });
  await anadir(MANIFIESTO, Buffer.from(JSON.stringify(contenido.manifiesto, null, 2)));
  await anadir(BASE, contenido.base);
  for (const fichero of ficheros) await anadir(DATOS + fichero, await readFile(join(dataDir, fichero)));
  paquete.finalize();
  await escrito;
}

/** A path of the archive under `datos/`, kept inside `dataDir` whatever the archive says. */
function destinoSeguro(dataDir: string, ruta: string): string {
  const limpia = normalize(ruta);
  if (isAbsolute(limpia) || limpia.split(sep).includes('..')) throw new Error(`Ruta no admitida en la copia: ${ruta}`);
  return join(dataDir, limpia);
}

async function leerEntrada(entrada: AsyncIterable<unknown>): Promise<Buffer> {
  const trozos: Buffer[] = [];
  // tar-stream yields Buffers (its types leave the chunk unknown).
  for await (const trozo of entrada) trozos.push(trozo as Buffer);
  return Buffer.concat(trozos);
}

/** Reads a backup: its manifest and database are answered; its files are written under `dataDir`. */
export async function leerCopia(entrada: string, dataDir: string): Promise<ContenidoCopia & { ficheros: string[] }> {
  const extractor = extract();
  let manifiesto: Manifiesto | undefined;
  let base: Buffer | undefined;
  const ficheros: string[] = [];
  const recorrer = async () => {
    for await (const contenido of extractor) {
      const { name, type } = contenido.header;
      const datos = await leerEntrada(contenido);
      if (type !== 'file') continue;
      if (name === MANIFIESTO) manifiesto = JSON.parse(datos.toString('utf8')) as Manifiesto;
      else if (name === BASE) base = datos;
      else if (name.startsWith(DATOS)) {
        const ruta = name.slice(DATOS.length);
        const destino = destinoSeguro(dataDir, ruta);
        await mkdir(dirname(destino), { recursive: true });
        await writeFile(destino, datos, { mode: 0o600 });
        ficheros.push(ruta);
      }
    }
  };
  // Both at once, so that a failure of either (no such file, not gzip) is the one reported.
  await Promise.all([pipeline(createReadStream(entrada), createGunzip(), extractor), recorrer()]);
  if (manifiesto?.formato !== 1 || base === undefined) throw new Error(`${entrada} no es una copia de Registro LMA.`);
  return { manifiesto, base, ficheros };
}
