// Brief D2 §5 figure: how much the API process's memory grows while it takes a 20 MiB PDF through the real upload
// pipeline over HTTP (multipart → temp file with SHA-256 → content and active-content checks → storage → row). The
// API runs in a child process (this file with the argument `servidor`) on a fresh database (TEST_DATABASE_URL's
// server, else PGlite) and stores into its DATA_DIR folder; this process streams the file from disk. Growth = the
// child's peak RSS during the upload (VmHWM, reset just before) minus its RSS before it, after a small warm-up upload.
// Target: < 50 MB. Exits non-zero when over it.
// Usage: pnpm bench:subida-informe
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@registro-lma/api';
import { loadConfig } from '@registro-lma/api/config';
import { pdfDeTamano } from '../../api/src/platform/subidas/pdf.fixture';
import { createTestDatabase } from '../e2e/support/test-database';
import { iniciarSesion } from './cliente-api';
import { cargaDeLaMaquina, salirSegun } from './proceso-carga';

const MIB = 1024 * 1024;
const TAMANO_MAXIMO = 20 * MIB;
const OBJETIVO_MB = 50;
const DOCUMENTO = '/leucemiaLibrerias/api/library/documentos/protocolo-rapido-lma';
// The line the child prints once it listens; its other output (the first-admin notice) is passed over.
const ESCUCHANDO = 'API escuchando en ';
const ADMIN = { email: 'admin-bench@registro-lma.local', password: randomBytes(12).toString('base64url') };

function subir(url: string, authorization: string, fichero: string, tamano: number): Promise<{ estado: number; cuerpo: string }> {
  const limite = `----bench-${randomUUID()}`;
  const cabecera = Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="informe.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const pie = Buffer.from(`\r\n--${limite}--\r\n`);
  return new Promise((resolve, reject) => {
    const peticion = http.request(`${url}${DOCUMENTO}`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': `multipart/form-data; boundary=${limite}`,
        'content-length': String(cabecera.length + tamano + pie.length),
      },
    });
    peticion.on('error', reject);
    peticion.on('response', (respuesta) => {
      let cuerpo = '';
      respuesta.setEncoding('utf8');
      respuesta.on('data', (trozo: string) => (cuerpo += trozo));
      respuesta.on('end', () => resolve({ estado: respuesta.statusCode ?? 0, cuerpo }));
    });
    peticion.write(cabecera);
    const lectura = createReadStream(fichero);
    lectura.on('error', reject);
    lectura.on('end', () => peticion.end(pie));
    lectura.pipe(peticion, { end: false });
  });
}

/** kB figures of /proc/<pid>/status, in MB. */
async function memoria(pid: number): Promise<{ rss: number; pico: number }> {
  const estado = await readFile(`/proc/${pid}/status`, 'utf8');
  const valor = (campo: string) => Number(new RegExp(`^${campo}:\\s+(\\d+) kB`, 'm').exec(estado)?.[1] ?? Number.NaN) / 1024;
  return { rss: valor('VmRSS'), pico: valor('VmHWM') };
}

function arrancarServidor(env: Record<string, string>): Promise<{ hijo: ChildProcess; url: string }> {
  const hijo = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'servidor'], {
    env: { ...process.env, ...env, JWT_SECRET: randomBytes(32).toString('base64url'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => reject(new Error(`El servidor terminó antes de arrancar (código ${codigo}).`)));
    const lineas = createInterface({ input: hijo.stdout as NodeJS.ReadableStream });
    lineas.on('line', (linea) => {
      if (linea.startsWith(ESCUCHANDO)) resolve({ hijo, url: linea.slice(ESCUCHANDO.length) });
    });
  });
}

async function servidor(): Promise<void> {
  const app = await buildApp(loadConfig(), { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${ESCUCHANDO}${url}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function medir(carpeta: string, env: Record<string, string>): Promise<boolean> {
  const grande = join(carpeta, 'informe-20mib.pdf');
  const pequeno = join(carpeta, 'calentamiento.pdf');
  const pdf = await pdfDeTamano(TAMANO_MAXIMO);
  const huella = createHash('sha256').update(pdf).digest('hex');
  await writeFile(grande, pdf);
  await writeFile(pequeno, await pdfDeTamano(64 * 1024));
  const { hijo, url } = await arrancarServidor(env);
  const pid = hijo.pid ?? 0;
  try {
    const authorization = await iniciarSesion(url, ADMIN.email, ADMIN.password);
    const calentamiento = await subir(url, authorization, pequeno, (await stat(pequeno)).size);
    if (calentamiento.estado !== 201) throw new Error(`Calentamiento: ${calentamiento.estado} ${calentamiento.cuerpo}`);
    const antes = await memoria(pid);
    // Resets VmHWM to the current RSS (Linux ≥ 4.0), so the peak read afterwards is this upload's.
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const inicio = performance.now();
    const respuesta = await subir(url, authorization, grande, pdf.length);
    const segundos = (performance.now() - inicio) / 1000;
    const despues = await memoria(pid);
    if (respuesta.estado !== 201) throw new Error(`Subida de 20 MiB: ${respuesta.estado} ${respuesta.cuerpo}`);
    const guardada = JSON.parse(respuesta.cuerpo) as { sha256: string; tamano_bytes: number };
    if (guardada.sha256 !== huella || guardada.tamano_bytes !== TAMANO_MAXIMO) throw new Error('La versión guardada no coincide con el PDF enviado.');
    const crecimiento = despues.pico - antes.rss;
    const cumple = crecimiento < OBJETIVO_MB;
    console.info(
      `Subida de un PDF de 20 MiB por HTTP (${cargaDeLaMaquina()}): ${segundos.toFixed(2)} s; RSS del proceso de la API ` +
        `${antes.rss.toFixed(1)} MB antes, pico ${despues.pico.toFixed(1)} MB durante, ${despues.rss.toFixed(1)} MB después: ` +
        `crecimiento ${crecimiento.toFixed(1)} MB; objetivo < ${OBJETIVO_MB} MB: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}`,
    );
    return cumple;
  } finally {
    const fin = new Promise((resolve) => hijo.once('exit', resolve));
    hijo.kill('SIGTERM');
    await fin;
  }
}

async function principal(): Promise<boolean> {
  const carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-bench-subida-'));
  const database = await createTestDatabase();
  try {
    return await medir(carpeta, database.env);
  } finally {
    await database.drop();
    await rm(carpeta, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'servidor') void servidor();
else salirSegun(principal());
