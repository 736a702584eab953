// The extracts (downloads) of a registry of BENCH_PACIENTES demo patients (100 000 by default) with
// full histories (samples, reports, NGS results and biobank aliquots included), on PostgreSQL (TEST_DATABASE_URL),
// against the built system (run `pnpm build` first). For each area, requested over HTTP by the administrator and polled until
// ready: the job's time beside PostgreSQL's own `COPY (the same rows' statements) TO STDOUT` through psql (target:
// job ≤ 2× COPY) and the growth of the API process's resident memory during the job (VmRSS, target ≤ 150 MB). Then,
// while TWO extracts run, UPN search p95 for BENCH_USUARIOS (50) users who pause BENCH_PAUSA_TECLA_MS (200) ± 50 %
// between keystrokes (target ≤ 50 ms). Prints a table with ✔/✘ and exits non-zero when a target is missed.
// Without TEST_DATABASE_URL (nor BENCH_BASE) the same runs on embedded PGlite (BENCH_PACIENTES=10000 is its figure):
// every extract must finish; the table gives each job's time and rows per second (to set against the server's), and
// the search's p95 while two extracts run, with no COPY to compare with.
// Usage: TEST_DATABASE_URL=postgres://… pnpm bench:descargas (BENCH_PACIENTES=300 for a quick run). Seeding 100 000
// patients takes minutes: BENCH_CONSERVAR=1 keeps the seeded database and prints its URL, and BENCH_BASE=<that URL>
// runs again on it without seeding (a PGlite data folder, as `pnpm seed:demo` fills it, also works);
// BENCH_AREAS=a,b measures only those areas, without the search under load.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as esperar } from 'node:timers/promises';
import pg from 'pg';
import { areaDescarga, AREAS_DESCARGA, ficherosPermitidos, type AreaDescargaId } from '@registro-lma/shared/domain';
import { columnasDe } from '../../api/src/modules/descargas/descarga-writer';
import { consultasCompletas } from '../../api/src/modules/descargas/consulta-descarga-builder';
import type { PeticionDescarga } from '../../api/src/modules/descargas/descarga-job';
import { openDatabase } from '@registro-lma/api/database';
import { ADMIN, startSystem } from '../e2e/support/running-system';
import { iniciarSesion, pedirApi } from './cliente-api';
import { textosDeBusqueda } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { sembrarBaseDemo } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PAUSA_TECLA_MS = Number(process.env.BENCH_PAUSA_TECLA_MS ?? 200);
const BASE = process.env.BENCH_BASE;
const CONSERVAR = process.env.BENCH_CONSERVAR === '1';
/** BENCH_AREAS=diagnostico,seguimiento measures only those areas (and skips the search under load): to study one. */
const AREAS_PEDIDAS = process.env.BENCH_AREAS?.split(',');
const OBJETIVO_RAZON = 2;
const OBJETIVO_MEMORIA_MB = 150;
const OBJETIVO_BUSQUEDA_MS = 50;
const TEXTOS_DE_BUSQUEDA = 400;
const MUESTREO_MEMORIA_MS = 20;
const SONDEO_MS = 100;
// The two extracts that run under the search load: the widest file and the summary computed per patient.
const AREAS_A_LA_VEZ: readonly AreaDescargaId[] = ['diagnostico', 'seguimiento'];
const DESCARGAS = '/leucemiaDescargas/api';

/** The resident memory of a process, in MB (Linux /proc). */
function memoriaMb(pid: number): number {
  const linea = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (linea === null) throw new Error(`Sin VmRSS para el proceso ${pid}.`);
  return Number(linea[1]) / 1024;
}

/** Samples the process's memory until `parar()`, which answers the growth over the first sample (MB). */
function vigilarMemoria(pid: number): { parar: () => number } {
  const inicial = memoriaMb(pid);
  let maxima = inicial;
  const reloj = setInterval(() => (maxima = Math.max(maxima, memoriaMb(pid))), MUESTREO_MEMORIA_MS);
  return {
    parar: () => {
      clearInterval(reloj);
      return Math.max(maxima, memoriaMb(pid)) - inicial;
    },
  };
}

interface EstadoDescarga {
  estado: string;
  error: string | null;
  filas_por_fichero: Record<string, number> | null;
  creada_en: string;
  terminada_en: string | null;
}

async function pedirDescarga(url: string, authorization: string, area: AreaDescargaId, ensayo: string | null): Promise<string> {
  const opciones = area === 'ensayo' && ensayo !== null ? { ensayo } : {};
  const { datos } = await pedirApi<{ descarga_id: string }>(url, authorization, 'POST', `${DESCARGAS}/descarga/recarga/${area}`, opciones);
  return datos.descarga_id;
}

/** Polls the extract until it is ready; a failed or cancelled one ends the benchmark. */
async function esperarLista(url: string, authorization: string, id: string): Promise<EstadoDescarga> {
  for (;;) {
    const response = await fetch(`${url}${DESCARGAS}/descargas/${id}`, { headers: { authorization } });
    if (!response.ok) throw new Error(`GET descarga ${id}: ${response.status} ${await response.text()}`);
    const vista = (await response.json()) as EstadoDescarga;
    if (vista.estado === 'LISTA') return vista;
    if (!['PENDIENTE', 'EN_CURSO'].includes(vista.estado)) throw new Error(`La descarga ${id} acabó en ${vista.estado}: ${vista.error ?? ''}`);
    await esperar(SONDEO_MS);
  }
}

/** `COPY (consulta) TO STDOUT` as CSV through psql: seconds from start to the last byte. */
function copiar(urlBase: string, consulta: string): Promise<number> {
  const inicio = performance.now();
  const hijo = spawn('psql', [urlBase, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', `COPY (${consulta}) TO STDOUT WITH (FORMAT csv, HEADER, DELIMITER ';')`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  hijo.stdout.resume();
  return new Promise((resolve, reject) => {
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => (codigo === 0 ? resolve((performance.now() - inicio) / 1000) : reject(new Error(`psql COPY terminó con código ${codigo}.`))));
  });
}

interface MedidaArea {
  area: AreaDescargaId;
  filas: number;
  /** From the job taking the extract to the file stored (the queue's wait left out). */
  trabajoS: number;
  /** From the request to «ready» as the user waits it. */
  esperaS: number;
  /** PostgreSQL's own COPY of the same rows; null on PGlite, which has none to compare with. */
  copiaS: number | null;
  memoriaMb: number;
}

/** The server's database, for the job's own times and the COPY it is compared with; null on PGlite (the server holds it). */
type BaseDelServidor = { cliente: pg.Client; urlBase: string } | null;

async function medirArea(url: string, authorization: string, pid: number, servidor: BaseDelServidor, area: AreaDescargaId, ensayo: string | null): Promise<MedidaArea> {
  const memoria = vigilarMemoria(pid);
  const inicio = performance.now();
  const id = await pedirDescarga(url, authorization, area, ensayo);
  const lista = await esperarLista(url, authorization, id);
  const esperaS = (performance.now() - inicio) / 1000;
  const crecimiento = memoria.parar();
  const filas = Object.values(lista.filas_por_fichero ?? {}).reduce((suma, n) => suma + n, 0);
  if (servidor === null) {
    const trabajoS = (Date.parse(lista.terminada_en!) - Date.parse(lista.creada_en)) / 1000;
    return { area, filas, trabajoS, esperaS, copiaS: null, memoriaMb: crecimiento };
  }
  const { cliente, urlBase } = servidor;
  const { rows } = await cliente.query<{ opciones: PeticionDescarga; segundos: number }>(
    'select opciones, extract(epoch from terminada_en - iniciada_en)::float8 as segundos from descarga where descarga_id = $1',
    [id],
  );
  const [{ opciones: peticion, segundos }] = rows as [{ opciones: PeticionDescarga; segundos: number }];
  // The same files, columns and scope the job read, each read whole by PostgreSQL alone.
  const ficheros = ficherosPermitidos(areaDescarga(area).ficheros, peticion.alcance);
  let copiaS = 0;
  for (const { fichero, columnas } of columnasDe(ficheros, peticion)) {
    for (const consulta of consultasCompletas(fichero, columnas, peticion.alcance)) copiaS += await copiar(urlBase, consulta);
  }
  return { area, filas, trabajoS: segundos, esperaS, copiaS, memoriaMb: crecimiento };
}

const marca = (cumple: boolean) => (cumple ? '✔' : '✘');

/** One line per area; true when every area met both targets. */
function tablaAreas(medidas: readonly MedidaArea[]): boolean {
  console.info(
    `\n${'Área'.padEnd(18)}${'Filas'.padStart(10)}${'Trabajo s'.padStart(11)}${'Filas/s'.padStart(10)}${'Espera s'.padStart(10)}${'COPY s'.padStart(9)}${'Razón'.padStart(8)}   ${'RSS + MB'.padStart(9)}`,
  );
  let todas = true;
  for (const medida of medidas) {
    const razon = medida.copiaS === null ? null : medida.trabajoS / Math.max(medida.copiaS, 0.001);
    const rapida = razon === null || razon <= OBJETIVO_RAZON;
    const contenida = medida.memoriaMb <= OBJETIVO_MEMORIA_MB;
    todas = todas && rapida && contenida;
    console.info(
      `${medida.area.padEnd(18)}${String(medida.filas).padStart(10)}${medida.trabajoS.toFixed(2).padStart(11)}${Math.round(medida.filas / Math.max(medida.trabajoS, 0.001)).toString().padStart(10)}` +
        `${medida.esperaS.toFixed(2).padStart(10)}${(medida.copiaS?.toFixed(2) ?? '—').padStart(9)}${(razon === null ? '—' : `${razon.toFixed(2)} ${marca(rapida)}`).padStart(10)}` +
        `${medida.memoriaMb.toFixed(1).padStart(9)} ${marca(contenida)}`,
    );
  }
  console.info(`Objetivos: trabajo ≤ ${OBJETIVO_RAZON}× COPY de PostgreSQL (solo con servidor); crecimiento de la memoria residente de la API ≤ ${OBJETIVO_MEMORIA_MB} MB.`);
  return todas;
}

/** UPN search under USUARIOS users who pause, for SEGUNDOS (after 2 s of warm-up). */
function cargaDeBusqueda(url: string, authorization: string, pacientes: number) {
  const rutas = textosDeBusqueda(TEXTOS_DE_BUSQUEDA, pacientes).map((texto) => `/leucemia/api/pacientes/select/busqueda/${encodeURIComponent(texto)}`);
  return cargar({ url, authorization, metodo: 'GET', rutas, repetirRutas: true, conexiones: USUARIOS, segundos: SEGUNDOS, calentamientoSegundos: 2, pausaMs: PAUSA_TECLA_MS });
}

/**
 * The UPN search's usual p95 (no extract running), then the same load while the extracts of AREAS_A_LA_VEZ run; true
 * when the latter met its target.
 */
async function busquedaConDosDescargas(url: string, authorization: string, pacientes: number): Promise<boolean> {
  informar(`Búsqueda UPN · ${USUARIOS} usuarios, pausa ${PAUSA_TECLA_MS} ms, sin descargas (referencia)`, null, await cargaDeBusqueda(url, authorization, pacientes));
  const ids = await Promise.all(AREAS_A_LA_VEZ.map((area) => pedirDescarga(url, authorization, area, null)));
  const inicio = performance.now();
  const terminadas = Promise.all(ids.map((id) => esperarLista(url, authorization, id).then(() => (performance.now() - inicio) / 1000)));
  const medida = await cargaDeBusqueda(url, authorization, pacientes);
  const nombre = `Búsqueda UPN · ${USUARIOS} usuarios, pausa ${PAUSA_TECLA_MS} ms, con ${AREAS_A_LA_VEZ.join(' + ')} en curso`;
  const cumple = informar(nombre, OBJETIVO_BUSQUEDA_MS, medida);
  const segundos = await terminadas;
  const carga = SEGUNDOS + 2;
  console.info(`Las dos descargas terminaron a los ${segundos.map((s) => s.toFixed(1)).join(' y ')} s de pedirse; la carga duró ${carga} s${Math.min(...segundos) < carga ? ' (parte de ella sin descargas en curso)' : ''}.`);
  return cumple;
}

const CUENTAS = `select (select count(*)::int from paciente) as pacientes,
  (select ensayo from paciente_ensayo group by ensayo order by count(*) desc, ensayo limit 1) as ensayo`;

type Cuentas = { pacientes: number; ensayo: string | null };

/** The registry's size and most used trial, read from PGlite's folder before the server opens it (one process at a time). */
async function cuentasPglite(dataDir: string): Promise<Cuentas> {
  const handle = await openDatabase({ databaseUrl: undefined, databaseOwnerUrl: undefined, dataDir });
  try {
    const { rows } = (await handle.db.execute(CUENTAS)) as unknown as { rows: Cuentas[] };
    return rows[0]!;
  } finally {
    await handle.close();
  }
}

async function principal(): Promise<boolean> {
  const sembrada = BASE === undefined ? await sembrarBaseDemo(PACIENTES) : undefined;
  const env = sembrada?.env ?? (/^postgres(ql)?:/.test(BASE!) ? { DATABASE_URL: BASE!, DATABASE_OWNER_URL: '' } : { DATABASE_URL: '', DATABASE_OWNER_URL: '', DATA_DIR: BASE! });
  const urlBase = env.DATABASE_OWNER_URL || env.DATABASE_URL || null;
  const cliente = urlBase === null ? null : new pg.Client({ connectionString: urlBase });
  try {
    await cliente?.connect();
    const cuentas = cliente === null ? await cuentasPglite(env.DATA_DIR!) : (await cliente.query<Cuentas>(CUENTAS)).rows[0]!;
    // startSystem makes a database of its own; these variables point the server at the seeded one instead.
    const sistema = await startSystem(env);
    try {
      const authorization = await iniciarSesion(sistema.url, ADMIN.email, ADMIN.password);
      const { pacientes, ensayo } = cuentas;
      console.info(`\n${pacientes} pacientes; ensayo de la descarga «ensayo»: ${ensayo ?? 'ninguno (se omite)'}; carga de la máquina (${cargaDeLaMaquina()})`);
      const medidas: MedidaArea[] = [];
      for (const area of AREAS_DESCARGA.filter((id) => (id !== 'ensayo' || ensayo !== null) && (AREAS_PEDIDAS?.includes(id) ?? true))) {
        medidas.push(await medirArea(sistema.url, authorization, sistema.pid, cliente === null ? null : { cliente, urlBase: urlBase! }, area, ensayo));
      }
      const areas = tablaAreas(medidas);
      const busqueda = AREAS_PEDIDAS === undefined ? await busquedaConDosDescargas(sistema.url, authorization, pacientes) : true;
      console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
      return areas && busqueda;
    } finally {
      await sistema.stop();
    }
  } finally {
    await cliente?.end().catch(() => undefined);
    if (sembrada !== undefined) {
      if (CONSERVAR) console.info(`Base conservada: BENCH_BASE=${urlBase}`);
      else await sembrada.database.drop();
    }
  }
}

salirSegun(principal());
