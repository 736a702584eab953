import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, mock, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import type { Database } from '../db/database';
import type { AppConfig } from '../platform/api-config';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn } from '../testing/sign-in';
import { testConfig } from '../testing/test-config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { crearCopia, restaurarCopia } from '../copia/copia';
import { CABECERA_SECRETO, leerServidorLocal, RUTA_COPIA_LOCAL } from '../copia/copia-local';
import { filasDe } from '../db/filas';

// A backup restored into an empty database holds every record, audit row and file. On the PGlite pass
// the backup is asked of the running server; on the PostgreSQL pass it goes through pg_dump and pg_restore.

const embebida = !process.env.TEST_DATABASE_URL;
const ejecutar = promisify(execFile);
const INFORME = 'ficheros/informes/informe-1.pdf';

let origen: TestDatabase;
let destino: TestDatabase;
let carpeta: string;
let config: AppConfig;
let configDestino: AppConfig;
let app: FastifyInstance;
let salida: string;
const informe = randomBytes(300_000);

/** Every table of the public schema with all its rows, in a stable order. */
async function contenido(db: Database): Promise<Record<string, unknown[]>> {
  const tablas = await filasDe<{ tabla: string }>(db,
    sql`select table_name as tabla from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const todo: Record<string, unknown[]> = {};
  for (const { tabla } of tablas) {
    const rows = await filasDe<{ filas: unknown[] }>(db,
      sql`select coalesce(json_agg(t order by t::text), '[]'::json) as filas from ${sql.identifier(tabla)} t`,
    );
    todo[tabla] = rows[0]?.filas ?? [];
  }
  return todo;
}

/** The backup command (`pnpm backup` / `pnpm restore`) in a process of its own, as the user runs it: its output. */
async function orden(argumentos: string[], dataDir: string): Promise<string> {
  const cli = fileURLToPath(new URL('../copia/copia-cli.ts', import.meta.url));
  const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_OWNER_URL: '' };
  const { stdout } = await ejecutar(process.execPath, [tsx, cli, ...argumentos], { env });
  return stdout;
}

const sha256 = async (fichero: string) => createHash('sha256').update(await readFile(fichero)).digest('hex');

before(async () => {
  origen = await createTestDatabase();
  destino = await createTestDatabase({ vacia: true });
  carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-copia-'));
  config = { ...testConfig(origen), dataDir: join(carpeta, 'origen') };
  configDestino = { ...testConfig(destino), dataDir: join(carpeta, 'destino') };
  salida = join(carpeta, 'copia.tar.gz');
  const info = mock.method(console, 'info', () => undefined);
  try {
    app = await buildApp(config, { logger: false });
  } finally {
    info.mock.restore();
  }
  // Listening, as `pnpm start` does: the embedded server announces itself to the backup command.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const centro = await crearCentro(app, 'HCOPIA');
  const clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  for (let n = 0; n < 3; n += 1) {
    const paciente = await registrarPaciente(app, clinico, formularioPaciente(centro));
    await requestAs(app, clinico, 'GET', `${PACIENTES}/${paciente.paciente_id}`);
    if (n === 0) {
      const muerte = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${paciente.paciente_id}/muerte`, { modo: 'completo', datos: muerteValida() });
      assert.ok([200, 201].includes(muerte.statusCode), muerte.body);
    }
  }
  await mkdir(join(config.dataDir, 'ficheros/informes'), { recursive: true });
  await writeFile(join(config.dataDir, INFORME), informe);
});

after(async () => {
  await app.close();
  await origen.drop();
  await destino.drop();
  await rm(carpeta, { recursive: true, force: true });
});

describe('backup and restore', () => {
  test('a backup taken while the system runs, restored into an empty database, holds every record, audit row and file', async (t) => {
    const antes = await contenido(app.db);
    assert.equal(antes.paciente?.length, 3);
    assert.equal(antes.muerte?.length, 1);
    assert.ok((antes.auditoria?.length ?? 0) >= 7, 'altas, lecturas y el registro de muerte dejan filas de auditoría');

    const lineas: string[] = [];
    const comienzo = performance.now();
    await crearCopia(config, salida, (linea) => lineas.push(linea));
    const segundosCopia = (performance.now() - comienzo) / 1000;
    if (embebida) assert.match(lineas.join('\n'), /Hay un servidor en marcha/);
    const resultado = await restaurarCopia(configDestino, salida, false, (linea) => lineas.push(linea));

    const restaurada = await openDatabase(configDestino);
    try {
      assert.deepEqual(await contenido(restaurada.db), antes);
    } finally {
      await restaurada.close();
    }
    assert.equal(await sha256(join(configDestino.dataDir, INFORME)), createHash('sha256').update(informe).digest('hex'));
    assert.equal(await leerServidorLocal(configDestino.dataDir), undefined, 'el secreto del servidor no viaja en la copia');
    const filas = Object.values(resultado.filas).reduce((suma, n) => suma + n, 0);
    t.diagnostic(
      `${embebida ? 'PGlite' : 'PostgreSQL'}: ${Object.keys(resultado.filas).length} tablas, ${filas} filas ` +
        `(${resultado.filas.auditoria} de auditoría), ${resultado.ficheros} fichero; copia ${(await stat(salida)).size} bytes ` +
        `en ${segundosCopia.toFixed(1)} s, restauración ${resultado.segundos} s`,
    );
  });

  test('restoring over a target that is not empty needs --forzar', async () => {
    await assert.rejects(restaurarCopia(configDestino, salida, false, () => undefined), /no está vacío.*--forzar/);
    await writeFile(join(configDestino.dataDir, 'ajeno.txt'), 'x');
    const resultado = await restaurarCopia(configDestino, salida, true, () => undefined);
    assert.equal(resultado.filas.paciente, 3);
    await assert.rejects(stat(join(configDestino.dataDir, 'ajeno.txt')), { code: 'ENOENT' });
  });

  // Only for the embedded database: a PostgreSQL server is copied with pg_dump, with or without the API running.
  if (embebida) test('the copy route of the running server answers only the local command holding its secret', async () => {
    const servidor = await leerServidorLocal(config.dataDir);
    assert.ok(servidor);
    const pedir = (cabeceras: Record<string, string>, remoteAddress?: string) =>
      app.inject({ method: 'POST', url: RUTA_COPIA_LOCAL, headers: cabeceras, ...(remoteAddress ? { remoteAddress } : {}) });
    assert.equal((await pedir({})).statusCode, 404);
    assert.equal((await pedir({ [CABECERA_SECRETO]: 'otro' })).statusCode, 404);
    assert.equal((await pedir({ [CABECERA_SECRETO]: servidor.secreto }, '10.0.0.7')).statusCode, 404);
    assert.equal((await pedir({ [CABECERA_SECRETO]: servidor.secreto })).statusCode, 200);
    assert.ok(!app.swagger().paths?.[RUTA_COPIA_LOCAL], 'no forma parte de la API documentada');
  });

  if (embebida) test('with the server stopped, the command opens the data folder itself', async () => {
    await app.close();
    assert.equal(await leerServidorLocal(config.dataDir), undefined, 'el servidor retira su secreto al cerrar');
    const parada = join(carpeta, 'parado.tar.gz');
    const copia = await orden(['crear', '--', '--salida', parada], config.dataDir);
    assert.match(copia, /Ningún servidor en marcha/);
    const restauracion = await orden(['restaurar', '--entrada', parada], join(carpeta, 'otra'));
    assert.match(restauracion, /Restaurada: \d+ tablas, \d+ filas y 1 ficheros/);
  });
});
