import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MENSAJE_RECURSO_NO_ENCONTRADO } from '@registro-lma/shared/domain';
import { ApiError } from '../platform/api-errors';

// Embedded PGlite admits one process: while the server runs, the backup command asks it for the copy. The route
// answers only on the loopback interface and only to whoever can read the secret file in DATA_DIR (mode 600).

/** The running server's address and secret, in DATA_DIR while it listens. */
export const FICHERO_SERVIDOR_LOCAL = '.servidor-local.json';
export const RUTA_COPIA_LOCAL = '/copia-local';
export const CABECERA_SECRETO = 'x-secreto-copia';

export interface ServidorLocal {
  pid: number;
  /** Absent from the database's opening until the server listens. */
  url?: string;
  secreto: string;
}

function esLocal(direccion: string | undefined): boolean {
  return direccion === '127.0.0.1' || direccion === '::1' || direccion === '::ffff:127.0.0.1';
}

function mismoSecreto(dado: unknown, secreto: Buffer): boolean {
  if (typeof dado !== 'string') return false;
  const recibido = Buffer.from(dado);
  return recibido.length === secreto.length && timingSafeEqual(recibido, secreto);
}

/** The hidden route that answers the embedded database's copy, and the secret file that lets the command in. */
export async function copiaLocalRoutes(app: FastifyInstance, opciones: { dataDir: string; volcar: () => Promise<Blob> }): Promise<void> {
  const secreto = randomBytes(32).toString('base64url');
  const fichero = join(opciones.dataDir, FICHERO_SERVIDOR_LOCAL);

  app.post(RUTA_COPIA_LOCAL, { schema: { hide: true }, compress: false }, async (request, reply) => {
    // Anyone else is told nothing exists here, as for any unknown path.
    if (!esLocal(request.socket.remoteAddress) || !mismoSecreto(request.headers[CABECERA_SECRETO], Buffer.from(secreto))) {
      throw new ApiError(404, MENSAJE_RECURSO_NO_ENCONTRADO);
    }
    const copia = Buffer.from(await (await opciones.volcar()).arrayBuffer());
    return reply.type('application/gzip').header('cache-control', 'no-store').send(copia);
  });

  const anunciar = (servidor: ServidorLocal) => writeFile(fichero, JSON.stringify(servidor), { mode: 0o600 });
  // From now on the folder is taken, even before the server listens: the command must not open it beside us.
  await anunciar({ pid: process.pid, secreto });
  app.addHook('onListen', async () => {
    const { port } = app.server.address() as AddressInfo;
    await anunciar({ pid: process.pid, url: `http://127.0.0.1:${port}`, secreto });
  });
  app.addHook('onClose', async () => {
    // Only this process's file: another server may have started on the folder since.
    const actual = await leerServidorLocal(opciones.dataDir);
    if (actual?.secreto === secreto) await rm(fichero, { force: true });
  });
}

/** The server that says it runs on `dataDir`, if its process is alive (a killed server leaves its file behind). */
export async function leerServidorLocal(dataDir: string): Promise<ServidorLocal | undefined> {
  let servidor: ServidorLocal;
  try {
    servidor = JSON.parse(await readFile(join(dataDir, FICHERO_SERVIDOR_LOCAL), 'utf8')) as ServidorLocal;
  } catch {
    return undefined;
  }
  try {
    process.kill(servidor.pid, 0);
    return servidor;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? servidor : undefined;
  }
}

/** The embedded database's copy, asked of the running server. */
export async function pedirCopiaAlServidor(servidor: ServidorLocal): Promise<Blob> {
  if (servidor.url === undefined) {
    throw new Error(`El servidor que usa la base (proceso ${servidor.pid}) aún no escucha: reinténtelo en unos segundos.`);
  }
  const respuesta = await fetch(servidor.url + RUTA_COPIA_LOCAL, { method: 'POST', headers: { [CABECERA_SECRETO]: servidor.secreto } });
  if (!respuesta.ok) throw new Error(`El servidor en marcha (${servidor.url}, proceso ${servidor.pid}) no entregó la copia: HTTP ${respuesta.status}.`);
  return respuesta.blob();
}
