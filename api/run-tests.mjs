// Runs the API test suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set
// (each test file creates and drops its own database there, a copy of a migrated template: testing/test-database.ts).
// Exits non-zero if any pass fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
// Each test file is a process that loads the app and starts its PGlite (~0.6 GB, a second of CPU from the migrated
// template): two files at a time suits a 2-core machine.
const concurrency = process.env.TEST_CONCURRENCY ?? '2';

const files = readdirSync(join(root, 'src'), { recursive: true })
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
const results = [];
for (const [index, pass] of passes.entries()) {
  console.info(`\n=== Pruebas de la API sobre ${pass.backend}: ${files.length} ficheros ===\n`);
  const tapFile = join(reportDir, `pass-${index}.tap`);
  // A larger young generation: loading the app and running a file's tests collect garbage ~10 % less CPU (measured).
  const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');
  const env = { ...process.env, TEST_DATABASE_URL: pass.databaseUrl, DATABASE_URL: '', NODE_OPTIONS: nodeOptions };
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      tsxCli,
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      ...files,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  const tap = readFileSync(tapFile, 'utf8');
  results.push({
    backend: pass.backend,
    ok: run.status === 0,
    tests: count(tap, 'tests'),
    passed: count(tap, 'pass'),
    failed: count(tap, 'fail'),
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}
rmSync(reportDir, { recursive: true, force: true });

console.info('\n=== Resumen ===');
for (const result of results) {
  console.info(
    `${result.ok ? 'OK   ' : 'FALLO'} ${result.backend}: ${result.tests} pruebas, ${result.passed} superadas, ${result.failed} fallidas, ${result.seconds} s`,
  );
}
if (passes.length === 1) console.info('(TEST_DATABASE_URL no definido: no se ha probado contra un servidor PostgreSQL)');
process.exit(results.every((result) => result.ok) ? 0 : 1);
