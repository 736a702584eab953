// The data-quality worklist under BENCH_USUARIOS COORDINADOR users (20), each with a session of its own, on a registry
// of BENCH_PACIENTES patients (100 000; the demo's histories over twelve centres): each opens the worklist's first
// page as the screen does (oldest lines first, 50 a page) and reads it for 1–3 s (pause BENCH_PAUSA_MS = 2000 ± 50 %),
// for BENCH_SEGUNDOS (20); a second run reads the home page's counts (per rule and per query state). The API runs in a
// child process (api-hija.ts) on the demo registry (sistema-sembrado.ts: fresh, or the one BENCH_BASE_GUARDADA keeps); the load in a process of its own (proceso-carga.ts).
// Targets (issue: data-quality loop): worklist first page p95 ≤ 300 ms, home counts p95 ≤ 50 ms. Exits non-zero when
// one is missed.
// Usage: TEST_DATABASE_URL=postgres://… pnpm bench:calidad (BENCH_PACIENTES=10000 for a smaller registry).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { formatearCantidad } from '@registro-lma/api/demo';
import { CAMPOS_USUARIO_ALTA, validarRegistro } from '@registro-lma/shared/domain';
import { crearUsuarioDelRegistro } from '../../api/src/modules/usuarios/usuario-commands';
import type { TestDatabase } from '../e2e/support/test-database';
import { arrancarApiHija, detenerApiHija } from './api-hija';
import { iniciarSesion } from './cliente-api';
import type { PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { abrirComoPropietario, sembrarBaseDemo } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 20);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PAUSA_MS = Number(process.env.BENCH_PAUSA_MS ?? 2000);
const CALENTAMIENTO_SEGUNDOS = 3;
const OBJETIVO_LISTA_P95_MS = 300;
const OBJETIVO_RECUENTO_P95_MS = 50;
const DOMINIO = 'bench.registro-lma.local';
const CALIDAD = '/leucemia/api/calidad';
const EJECUCION = randomBytes(4).toString('hex');

async function crearCoordinadores(db: Parameters<typeof crearUsuarioDelRegistro>[0], password: string): Promise<string[]> {
  const correos: string[] = [];
  for (let indice = 0; indice < USUARIOS; indice += 1) {
    // A kept registry already has an earlier run's coordinators: this run's own addresses.
    const email = `coordinacion.${indice + 1}.${EJECUCION}@${DOMINIO}`;
    const alta = validarRegistro(CAMPOS_USUARIO_ALTA, { email, nombre: 'Monitor', apellidos: `de calidad ${indice + 1}`, rol: 'COORDINADOR', password });
    if (!alta.ok) throw new Error(`Usuario ${email} no válido: ${JSON.stringify(alta.errores)}`);
    await crearUsuarioDelRegistro(db, alta.data);
    correos.push(email);
  }
  return correos;
}

/** The demo registry (BENCH_BASE_GUARDADA may name a kept one) and USUARIOS coordinators of this run. */
async function sembrar(): Promise<{ database: TestDatabase; env: Record<string, string>; password: string; pacientes: number; correos: string[] }> {
  const { database, env, password, pacientes } = await sembrarBaseDemo(PACIENTES);
  const handle = await abrirComoPropietario(env);
  try {
    return { database, env, password, pacientes, correos: await crearCoordinadores(handle.db, password) };
  } finally {
    await handle.close();
  }
}

async function principal(): Promise<boolean> {
  if (!process.env.TEST_DATABASE_URL) {
    console.info('AVISO: TEST_DATABASE_URL no definido: se usa PGlite (consultas en serie); las cifras no valen por las de un servidor PostgreSQL.');
  }
  const { database, env, password, pacientes: sembrados, correos } = await sembrar();
  let hijo: ChildProcess | undefined;
  try {
    const arrancado = await arrancarApiHija(env);
    hijo = arrancado.hijo;
    const autorizaciones: string[] = [];
    for (const correo of correos) autorizaciones.push(await iniciarSesion(arrancado.url, correo, password));
    const [primera = ''] = autorizaciones;
    const lista: PlanCarga = {
      url: arrancado.url,
      authorization: primera,
      autorizaciones,
      metodo: 'GET',
      rutas: [`${CALIDAD}?pagina=1&tamano=50&orden=antiguedad&direccion=desc`],
      repetirRutas: true,
      conexiones: USUARIOS,
      segundos: SEGUNDOS,
      calentamientoSegundos: CALENTAMIENTO_SEGUNDOS,
    };
    const recuento: PlanCarga = { ...lista, rutas: [`${CALIDAD}/recuento`] };
    console.info(`\n${USUARIOS} usuarios COORDINADOR, pausa ${PAUSA_MS} ms ± 50 %, ${SEGUNDOS} s; carga de la máquina (${cargaDeLaMaquina()})`);
    const pacientes = `${formatearCantidad(sembrados)} pacientes`;
    const primeraPagina = informar(`Calidad, 1.ª página · ${pacientes}`, OBJETIVO_LISTA_P95_MS, await cargar({ ...lista, pausaMs: PAUSA_MS }));
    const inicio = informar(`Recuentos del inicio · ${pacientes}`, OBJETIVO_RECUENTO_P95_MS, await cargar({ ...recuento, pausaMs: PAUSA_MS }));
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return primeraPagina && inicio;
  } finally {
    await detenerApiHija(hijo);
    await database.drop();
  }
}

salirSegun(principal());
