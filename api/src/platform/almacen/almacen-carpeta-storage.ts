import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { comprobarClave, FicheroNoEncontrado, Huella, type Almacen, type FicheroListado } from './almacen-storage';

const sinFichero = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes a rename durable: the directory entry itself is flushed (POSIX; a no-op where directories cannot be opened). */
async function sincronizarCarpeta(carpeta: string): Promise<void> {
  const manejador = await open(carpeta, 'r').catch(() => undefined);
  if (manejador === undefined) return;
  try {
    await manejador.sync();
  } finally {
    await manejador.close();
  }
}

/** The files under `carpeta`, depth first; hidden names (a file still being written) are skipped. */
async function* ficherosBajo(raiz: string, carpeta: string): AsyncGenerator<FicheroListado> {
  const entradas = await readdir(carpeta, { withFileTypes: true }).catch((error: unknown) => {
    if (sinFichero(error)) return [];
    throw error;
  });
  for (const entrada of entradas) {
    if (entrada.name.startsWith('.')) continue;
    const ruta = join(carpeta, entrada.name);
    if (entrada.isDirectory()) yield* ficherosBajo(raiz, ruta);
    else if (entrada.isFile()) yield { clave: relative(raiz, ruta).split(sep).join('/'), modificado_en: (await stat(ruta)).mtime };
  }
}

/**
 * Files under `carpeta` (by default DATA_DIR/ficheros, so the backup carries them). A file is written under a
 * temporary name beside its final one, flushed, then renamed: a reader sees the whole file or none.
 */
export function almacenEnCarpeta(carpeta: string): Almacen {
  const ruta = (clave: string) => join(carpeta, ...comprobarClave(clave).split('/'));

  return {
    async guardar(clave, contenido) {
      const destino = ruta(clave);
      await mkdir(dirname(destino), { recursive: true });
      const temporal = join(dirname(destino), `.${basename(destino)}.${randomUUID()}.tmp`);
      const huella = new Huella();
      try {
        // The file is created and closed by this function, not by a write stream: a stream destroyed by a failing
        // source may still be opening (creating) it after the clean-up below has run, leaving a stray temporary.
        const manejador = await open(temporal, 'wx');
        try {
          await pipeline(contenido, huella, async (trozos: AsyncIterable<Buffer>) => {
            await writeFile(manejador, trozos);
          });
          await manejador.datasync();
        } finally {
          await manejador.close();
        }
        await rename(temporal, destino);
      } catch (error) {
        await rm(temporal, { force: true });
        throw error;
      }
      await sincronizarCarpeta(dirname(destino));
      return huella.resultado();
    },

    async leer(clave) {
      const origen = ruta(clave);
      try {
        const manejador = await open(origen, 'r');
        return manejador.createReadStream();
      } catch (error) {
        if (sinFichero(error)) throw new FicheroNoEncontrado(clave);
        throw error;
      }
    },

    async borrar(clave) {
      await rm(ruta(clave), { force: true });
    },

    async existe(clave) {
      try {
        return (await stat(ruta(clave))).isFile();
      } catch (error) {
        if (sinFichero(error)) return false;
        throw error;
      }
    },

    listar() {
      return ficherosBajo(carpeta, carpeta);
    },
  };
}
