// Runs the API test suite on embedded PGlite and again on PostgreSQL when TEST_DATABASE_URL is set (each test file
// creates and drops its own database there, a copy of a migrated template: testing/test-database.ts). Both passes
// share one queue of (file, database) runs, so a file waiting on the PostgreSQL server leaves its core to a PGlite
// file; each run's output is printed whole when it ends, under its file, database and time.
// Arguments name test files to run instead of all of src/ (e.g. `node run-tests.mjs src/app.test.ts`).
// Exits non-zero if any pass fails.
//
// How: the test files are first bundled once by esbuild (empaquetar-pruebas.mjs: npm packages left outside, the app
// and @registro-lma/shared inside, shared chunks, source maps), then `node --test` runs the bundles, each file still
// in a process of its own as under tsx, so nothing leaks between files. A process then loads plain JavaScript
// instead of compiling the app's TypeScript through tsx, and its PGlite skips V8's optimising WebAssembly tier
// (`--liftoff-only`, below). Measured on 17 files on PGlite: 151 CPU-s under tsx, 113 bundled, 83 with both. Failures
// read as before: with `--enable-source-maps` a failing test's location and stack name the .ts file and line; a file
// that fails to load is named by its bundle, the same path under src/ ending in .mjs. `node --import tsx --test
// src/x/y.test.ts` still runs one file without bundling.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { empaquetarPruebas } from './empaquetar-pruebas.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// Each PGlite run loads the app and starts its PGlite (~0.6 GB, a second of CPU from the migrated template); a
// PostgreSQL run spends part of its time waiting on the server. Three at a time keeps 2 cores busy (measured: see
// scripts/bench/README.md, «Tiempo de CI»).
const concurrency = Number(process.env.TEST_CONCURRENCY ?? '3');

const requested = process.argv.slice(2).map((file) => relative(root, resolve(file)));
const files = requested.length
  ? requested
  : readdirSync(join(root, 'src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => relative(root, join(root, 'src', file)))
      .sort();

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const passes = [{ backend: 'PGlite (memory://)', databaseUrl: '' }];
if (process.env.TEST_DATABASE_URL) {
  passes.push({ backend: `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`, databaseUrl: process.env.TEST_DATABASE_URL });
}

function count(tap, name) {
  const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap);
  return match ? Number(match[1]) : 0;
}

const reportDir = mkdtempSync(join(tmpdir(), 'registro-lma-api-tests-'));
// Inside api/ so that node finds the packages left outside the bundles in api/node_modules.
const cacheDir = join(root, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const bundleDir = mkdtempSync(join(cacheDir, 'pruebas-api-'));
const bundles = await empaquetarPruebas({ apiRoot: root, files, outdir: bundleDir });

// A larger young generation: loading the app and running a file's tests collect garbage ~10 % less CPU (measured).
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');

/** The runs under way: stopped with the runner, not left running on their own. */
const enCurso = new Set();
for (const senal of ['SIGINT', 'SIGTERM']) {
  process.once(senal, () => {
    for (const hijo of enCurso) hijo.kill('SIGTERM');
    process.exit(1);
  });
}

/** One test file on one database, in a process of its own; resolves with its counts, output and wall time. */
function runFile({ file, bundle, pass, index }) {
  const tapFile = join(reportDir, `${index}.tap`);
  const env = { ...process.env, TEST_DATABASE_URL: pass.databaseUrl, DATABASE_URL: '', NODE_OPTIONS: nodeOptions };
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      [
        '--enable-source-maps',
        // PGlite's WebAssembly compiled by the baseline compiler only: V8's optimising tier-up of postgres cost more
        // CPU than it saved over a test file's queries (measured: 29 % less CPU on five PGlite-heavy files).
        '--liftoff-only',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        bundle,
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    enCurso.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      enCurso.delete(child);
      let tap = '';
      try {
        tap = readFileSync(tapFile, 'utf8');
      } catch {
        // A process that died before its reporter wrote anything: its exit code says it failed.
      }
      resolveRun({ file, pass, ok: code === 0, output, tests: count(tap, 'tests'), passed: count(tap, 'pass'), failed: count(tap, 'fail'), seconds: (Date.now() - started) / 1000 });
    });
  });
}

// PGlite and PostgreSQL runs alternate in the queue, so the two kinds of load are side by side throughout. A file whose
// code cannot open a database (pure functions, schemas) runs once, in the first pass.
const queue = files.flatMap((file, i) => (bundles[i].abreBaseDeDatos ? passes : passes.slice(0, 1)).map((pass) => ({ file, bundle: bundles[i].bundle, pass })));
const sinBaseDeDatos = bundles.filter((bundle) => !bundle.abreBaseDeDatos).length;
queue.forEach((job, index) => (job.index = index));
console.info(
  `\n=== Pruebas de la API: ${files.length} ficheros sobre ${passes.map((pass) => pass.backend).join(' y ')}, ${concurrency} a la vez` +
    ` (${sinBaseDeDatos} sin base de datos, una sola vez) ===\n`,
);
const started = Date.now();
const runs = [];
let next = 0;
async function worker() {
  while (next < queue.length) {
    const run = await runFile(queue[next++]);
    runs.push(run);
    console.info(`\n--- ${run.ok ? 'ok   ' : 'FALLO'} ${run.file} sobre ${run.pass.backend} en ${run.seconds.toFixed(1)} s (${runs.length}/${queue.length})`);
    process.stdout.write(run.output);
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
rmSync(reportDir, { recursive: true, force: true });
rmSync(bundleDir, { recursive: true, force: true });

console.info(`\n=== Resumen (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
for (const pass of passes) {
  const mine = runs.filter((run) => run.pass === pass);
  const sum = (key) => mine.reduce((total, run) => total + run[key], 0);
  const ok = mine.every((run) => run.ok);
  console.info(
    `${ok ? 'OK   ' : 'FALLO'} ${pass.backend}: ${sum('tests')} pruebas, ${sum('passed')} superadas, ${sum('failed')} fallidas, ${sum('seconds').toFixed(1)} s de ficheros`,
  );
  for (const run of mine.filter((run) => !run.ok)) console.info(`      falló ${run.file}`);
}
console.info('Los más lentos:');
for (const run of [...runs].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.info(`  ${run.seconds.toFixed(1).padStart(6)} s  ${run.file} (${run.pass.backend})`);
}
if (passes.length === 1) console.info('(TEST_DATABASE_URL no definido: no se ha probado contra un servidor PostgreSQL)');
process.exit(runs.every((run) => run.ok) ? 0 : 1);
