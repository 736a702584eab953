// Fills the configured database (DATABASE_URL, else PGlite in DATA_DIR, by default the repository's ./data, the
// one `pnpm start` uses) with fictitious patients and demo users. Usage: see USO_SEED (pnpm seed:demo -- --help).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@registro-lma/api/config';
import { openDatabase } from '@registro-lma/api/database';
import { almacenDeConfig, formatearCantidad, sembrarDemo } from '@registro-lma/api/demo';
import { leerArgumentos, USO_SEED, type OpcionesSeed } from './argumentos-seed';
import { informarUsuarios } from './informe-usuarios';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function sembrar(opciones: OpcionesSeed): Promise<void> {
  // The seed signs no token: a placeholder secret keeps the configuration from warning about one.
  const config = loadConfig({ ...process.env, JWT_SECRET: 'seed-demo-sin-tokens', DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, 'data') });
  console.info(
    config.databaseUrl
      ? 'Base de datos: servidor PostgreSQL (DATABASE_URL).'
      : `Base de datos: PostgreSQL embebido (PGlite) en ${config.dataDir}. Detenga antes «pnpm start»: PGlite admite un solo proceso.`,
  );
  const password = opciones.password ?? randomBytes(12).toString('base64url');
  const inicio = performance.now();
  // Seeding is the owner's work (it ends with ANALYZE); the application role gets its privileges at the next start.
  const database = await openDatabase({ ...config, databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl });
  try {
    const resultado = await sembrarDemo(database.db, {
      pacientes: opciones.pacientes,
      centros: opciones.centros,
      password,
      anadir: opciones.anadir,
      semilla: opciones.semilla,
      validar: opciones.validar,
      administrador: config,
      almacen: await almacenDeConfig(config),
      alAvanzar: (sembrados, total) =>
        console.info(`Sembrando pacientes: ${formatearCantidad(sembrados)} / ${formatearCantidad(total)} (${Math.floor((sembrados / total) * 100)} %)`),
      alAvanzarHistorias: (hechas, total) =>
        console.info(`Historias clínicas: ${formatearCantidad(hechas)} / ${formatearCantidad(total)} (${Math.floor((hechas / total) * 100)} %)`),
    });
    const segundos = ((performance.now() - inicio) / 1000).toFixed(1).replace('.', ',');
    console.info(
      `${formatearCantidad(opciones.pacientes)} pacientes ficticios con su historia clínica y sus muestras en ${resultado.centros.length} centros en ${segundos} s (semilla ${opciones.semilla}; antes había ${formatearCantidad(resultado.previos)}).`,
    );
    informarUsuarios(resultado, password, opciones.password === null);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    console.error('seed:demo no se ejecuta con NODE_ENV=production: solo crea datos ficticios de demostración.');
    return 1;
  }
  const argumentos = process.argv.slice(2);
  if (argumentos.includes('--help')) {
    console.info(USO_SEED);
    return 0;
  }
  const lectura = leerArgumentos(argumentos);
  if (!lectura.ok) {
    console.error(lectura.mensaje);
    return 1;
  }
  await sembrar(lectura.opciones);
  return 0;
}

main().then(
  (codigo) => process.exit(codigo),
  (error: unknown) => {
    console.error(`No se pudo sembrar la base de datos: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
