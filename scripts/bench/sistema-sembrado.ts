import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@registro-lma/api/config';
import { openDatabase } from '@registro-lma/api/database';
import { almacenDeConfig, formatearCantidad, sembrarDemo, type ResultadoDemo } from '@registro-lma/api/demo';
import { ADMIN, startSystem } from '../e2e/support/running-system';
import { createTestDatabase, type TestDatabase } from '../e2e/support/test-database';

export interface SistemaSembrado extends ResultadoDemo {
  /** How many patients the base holds (a kept base its own, whatever BENCH_PACIENTES says). */
  pacientes: number;
  /** DATABASE_URL / DATABASE_OWNER_URL (or DATA_DIR) of the seeded database. */
  env: Record<string, string>;
  url: string;
  password: string;
  /** The server's process. */
  pid: number;
  detener(): Promise<void>;
}

/** A fresh database seeded with the demo generator: its variables for the server, the demo users' password. */
export interface BaseSembrada extends ResultadoDemo {
  database: TestDatabase;
  /** How many patients were seeded: a kept base keeps its own count, whatever BENCH_PACIENTES says. */
  pacientes: number;
  /** DATABASE_URL / DATABASE_OWNER_URL (or DATA_DIR) of this database, and no other the environment may name. */
  env: Record<string, string>;
  password: string;
}

const CENTROS = 12;

/** The seeded database of `env` (sembrarBaseDemo's variables), opened as its owner: seeding and the benches' set-up write as it. */
export const abrirComoPropietario = (env: Record<string, string>) =>
  openDatabase({
    databaseUrl: env.DATABASE_OWNER_URL || env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    dataDir: env.DATA_DIR ?? '',
  });

/**
 * BENCH_BASE_GUARDADA=<file.json>: the first bench that seeds keeps its database and writes there how to reach it (its
 * variables, the demo's users and password); the next benches reuse it instead of seeding again (100 000 patients take
 * minutes). Delete the file (and drop the database it names) to seed afresh.
 */
const BASE_GUARDADA = process.env.BENCH_BASE_GUARDADA;

type BaseGuardada = Omit<BaseSembrada, 'database'>;

/** The kept database: dropping it is left to whoever deletes BENCH_BASE_GUARDADA. */
const conservada = (guardada: BaseGuardada): BaseSembrada => ({ ...guardada, database: { env: guardada.env, drop: async () => undefined } });

/**
 * A fresh database (TEST_DATABASE_URL's server, else a PGlite folder) seeded with the demo generator; the ADMIN of the
 * e2e support is its administrator. With BENCH_BASE_GUARDADA, the kept one when there is one.
 */
export async function sembrarBaseDemo(pacientes: number): Promise<BaseSembrada> {
  if (BASE_GUARDADA !== undefined && existsSync(BASE_GUARDADA)) {
    const guardada = JSON.parse(readFileSync(BASE_GUARDADA, 'utf8')) as BaseGuardada;
    console.info(`Base sembrada reutilizada (BENCH_BASE_GUARDADA=${BASE_GUARDADA}); se ignora BENCH_PACIENTES.`);
    return conservada(guardada);
  }
  const sembrada = await sembrarBaseNueva(pacientes);
  if (BASE_GUARDADA === undefined) return sembrada;
  const { database: _database, ...guardada } = sembrada;
  writeFileSync(BASE_GUARDADA, JSON.stringify(guardada));
  console.info(`Base conservada para los siguientes benchmarks en ${BASE_GUARDADA}.`);
  return conservada(guardada);
}

async function sembrarBaseNueva(pacientes: number): Promise<BaseSembrada> {
  const database = await createTestDatabase();
  const env: Record<string, string> = { DATABASE_URL: '', DATABASE_OWNER_URL: '', ...database.env };
  try {
    const password = randomBytes(12).toString('base64url');
    const inicio = performance.now();
    // Seeding is the owner's work (it ends with ANALYZE).
    const handle = await abrirComoPropietario(env);
    let demo: ResultadoDemo;
    try {
      demo = await sembrarDemo(handle.db, {
        pacientes,
        centros: CENTROS,
        password,
        anadir: false,
        administrador: { adminEmail: ADMIN.email, adminPassword: ADMIN.password },
        // The storage the system started below serves (its environment, its working directory).
        almacen: await almacenDeConfig(loadConfig({ ...process.env, ...env, JWT_SECRET: 'bench-siembra-sin-tokens' })),
        alAvanzar: (sembrados, total) => console.info(`Sembrando pacientes: ${formatearCantidad(sembrados)} / ${formatearCantidad(total)}`),
      });
    } finally {
      await handle.close();
    }
    console.info(`Sembrado en ${((performance.now() - inicio) / 1000).toFixed(1)} s.`);
    return { ...demo, pacientes, database, env, password };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A seeded database (sembrarBaseDemo), then the built system started on it as `pnpm start` runs it. Seeding comes first because PGlite admits one process. */
export async function arrancarSistemaSembrado(pacientes: number): Promise<SistemaSembrado> {
  const { database, env, ...demo } = await sembrarBaseDemo(pacientes);
  try {
    // startSystem makes a database of its own; these variables point the server at the seeded one instead.
    const sistema = await startSystem(env);
    return {
      ...demo,
      env,
      url: sistema.url,
      pid: sistema.pid,
      detener: async () => {
        await sistema.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
