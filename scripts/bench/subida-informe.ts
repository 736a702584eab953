// How much the API process's memory grows while it takes a 20 MiB PDF through the real upload
// pipeline over HTTP (multipart → temp file with SHA-256 → content and active-content checks → storage → row). The
// API runs in a child process (api-hija.ts) on a fresh database (TEST_DATABASE_URL's
// server, else PGlite) and stores into its DATA_DIR folder; this process streams the file from disk. Growth = the
// child's peak RSS during the upload (VmHWM, reset just before) minus its RSS before it, after a small warm-up upload.
// Target: < 50 MB. Exits non-zero when over it.
// Usage: pnpm bench:subida-informe
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pdfDeTamano } from '../../api/src/platform/subidas/pdf.fixture';
import { createTestDatabase } from '../e2e/support/test-database';
import { ADMIN_BENCH, arrancarApiHija, detenerApiHija } from './api-hija';
import { iniciarSesion } from './cliente-api';
import { cargaDeLaMaquina, salirSegun } from './proceso-carga';

const MIB = 1024 * 1024;
const TAMANO_MAXIMO = 20 * MIB;
const OBJETIVO_MB = 50;
const DOCUMENTO = '/leucemiaLibrerias/api/library/documentos/protocolo-rapido-lma';
// The line the child prints once it listens; its other output (the first-admin notice) is passed over.

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

async function medir(carpeta: string, env: Record<string, string>): Promise<boolean> {
  const grande = join(carpeta, 'informe-20mib.pdf');
  const pequeno = join(carpeta, 'calentamiento.pdf');
  const pdf = await pdfDeTamano(TAMANO_MAXIMO);
  const huella = createHash('sha256').update(pdf).digest('hex');
  await writeFile(grande, pdf);
  await writeFile(pequeno, await pdfDeTamano(64 * 1024));
  const { hijo, url } = await arrancarApiHija(env);
  const pid = hijo.pid ?? 0;
  try {
    const authorization = await iniciarSesion(url, ADMIN_BENCH.email, ADMIN_BENCH.password);
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
    await detenerApiHija(hijo);
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

salirSegun(principal());
