// Performance check of the patients' issue: UPN search-as-you-type and the home list with 100 000 patients, under
// 50 concurrent connections from a separate load process, against the built system (run `pnpm build` first).
// Usage: pnpm bench:pacientes (TEST_DATABASE_URL=postgres://… for a PostgreSQL server; BENCH_PACIENTES,
// BENCH_SEGUNDOS, BENCH_CONEXIONES change the defaults). Exits non-zero when a target is missed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textosDeBusqueda, type MedidaCarga, type PlanCarga } from './medidas-carga';
import { arrancarSistemaSembrado, type SistemaSembrado } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 12);
const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 50);
const CALENTAMIENTO_SEGUNDOS = 2;
const OBJETIVO_BUSQUEDA_MS = 20;
const OBJETIVO_LISTADO_MS = 50;
const TEXTOS_DE_BUSQUEDA = 400;

const procesoDeCarga = fileURLToPath(new URL('./carga-autocannon.ts', import.meta.url));

interface Escenario {
  nombre: string;
  authorization: string;
  rutas: string[];
  /** null: a reference without target (what any signed-in request costs under the same load). */
  objetivoP95Ms: number | null;
}

async function iniciarSesion(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/leucemiaAutenticacion/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

function cargar(plan: PlanCarga): Promise<MedidaCarga> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['--import', 'tsx', procesoDeCarga, JSON.stringify(plan)], {
      cwd: path.dirname(procesoDeCarga),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let salida = '';
    hijo.stdout.on('data', (trozo) => (salida += trozo));
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => {
      const ultima = salida.trim().split('\n').at(-1);
      if (codigo === 0 && ultima) resolve(JSON.parse(ultima) as MedidaCarga);
      else reject(new Error(`El proceso de carga terminó con código ${codigo}: ${salida}`));
    });
  });
}

async function escenarios(sistema: SistemaSembrado): Promise<Escenario[]> {
  const clinico = sistema.usuarios.find((usuario) => usuario.rol === 'CLINICO');
  const coordinador = sistema.usuarios.find((usuario) => usuario.rol === 'COORDINADOR');
  if (!clinico || !coordinador) throw new Error('La siembra no creó los usuarios de demostración.');
  const comoClinico = await iniciarSesion(sistema.url, clinico.email, sistema.password);
  const comoCoordinador = await iniciarSesion(sistema.url, coordinador.email, sistema.password);
  const busqueda = textosDeBusqueda(TEXTOS_DE_BUSQUEDA, PACIENTES).map((texto) => `/leucemia/api/pacientes/select/busqueda/${encodeURIComponent(texto)}`);
  const pagina = 'pagina=1&tamano=25';
  return [
    { nombre: `Búsqueda UPN · CLINICO (${clinico.codigo_centro})`, authorization: comoClinico, rutas: busqueda, objetivoP95Ms: OBJETIVO_BUSQUEDA_MS },
    { nombre: 'Búsqueda UPN · COORDINADOR', authorization: comoCoordinador, rutas: busqueda, objetivoP95Ms: OBJETIVO_BUSQUEDA_MS },
    { nombre: 'Inicio, 1.ª página · CLINICO', authorization: comoClinico, rutas: [`/leucemia/api/pacientes?${pagina}`], objetivoP95Ms: OBJETIVO_LISTADO_MS },
    { nombre: 'Inicio, 1.ª página · COORDINADOR', authorization: comoCoordinador, rutas: [`/leucemia/api/pacientes/admin?${pagina}`], objetivoP95Ms: OBJETIVO_LISTADO_MS },
    { nombre: 'Referencia: catálogo sin consulta', authorization: comoClinico, rutas: ['/leucemia/api/pacientes/select/estados'], objetivoP95Ms: null },
  ];
}

const ms = (valor: number) => valor.toFixed(1).padStart(7);

function informar(escenario: Escenario, medida: MedidaCarga): boolean {
  const cumple = medida.fallidas === 0 && (escenario.objetivoP95Ms === null || medida.p95 <= escenario.objetivoP95Ms);
  const objetivo = escenario.objetivoP95Ms === null ? 'sin objetivo' : `p95 ≤ ${escenario.objetivoP95Ms} ms`;
  const fallos = medida.fallidas > 0 ? `, ${medida.fallidas} fallidas` : '';
  console.info(
    `${escenario.nombre.padEnd(38)} p50 ${ms(medida.p50)}  p95 ${ms(medida.p95)}  p99 ${ms(medida.p99)} ms  ${medida.porSegundo.toFixed(0).padStart(5)} pet/s` +
      `  ${objetivo}: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}${fallos}`,
  );
  return cumple;
}

async function main(): Promise<boolean> {
  console.info(
    process.env.TEST_DATABASE_URL
      ? 'Base de datos: una nueva en el servidor PostgreSQL de TEST_DATABASE_URL.'
      : 'AVISO: TEST_DATABASE_URL no definido: se usa PGlite (un solo proceso, consultas en serie); las cifras no valen por las de un servidor PostgreSQL.',
  );
  const sistema = await arrancarSistemaSembrado(PACIENTES);
  try {
    const lista = await escenarios(sistema);
    console.info(`\n${CONEXIONES} conexiones concurrentes, ${SEGUNDOS} s por escenario; carga de la máquina (${os.cpus().length} núcleos; 1/5/15 min): ${os.loadavg().map((c) => c.toFixed(2)).join(' ')}`);
    let todos = true;
    for (const escenario of lista) {
      const plan = { url: sistema.url, authorization: escenario.authorization, rutas: escenario.rutas, conexiones: CONEXIONES, segundos: SEGUNDOS, calentamientoSegundos: CALENTAMIENTO_SEGUNDOS };
      todos = informar(escenario, await cargar(plan)) && todos;
    }
    console.info(`Carga de la máquina al terminar: ${os.loadavg().map((c) => c.toFixed(2)).join(' ')}`);
    return todos;
  } finally {
    await sistema.detener();
  }
}

main().then(
  (cumple) => process.exit(cumple ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
