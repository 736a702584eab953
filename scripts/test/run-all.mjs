// The README's test command: lint, type-check, unit tests, API tests on both databases, build, e2e.
// Prints each step's time and one closing line «N passed, N failed» over every runner.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const steps = [
  { name: 'lint', cmd: 'pnpm run lint' },
  { name: 'typecheck', cmd: 'pnpm run typecheck' },
  { name: 'unit', cmd: 'pnpm run test:unit' },
  { name: 'api', cmd: 'pnpm run test:api' },
  { name: 'build', cmd: 'pnpm run build' },
  { name: 'e2e', cmd: 'pnpm run test:e2e' },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Counts from jest («Tests: 3 failed, 40 passed, 43 total») and node's runner («# pass 12», «# fail 0»). */
function countTests(output) {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const line of text.split('\n')) {
    // pnpm -r prefixes each line with «<package> test: ».
    const jest = line.match(/(?:^|: )Tests:\s+(.*)total/);
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
    }
    const nodePass = line.match(/(?:^|: )[#ℹ] pass (\d+)/);
    if (nodePass) passed += Number(nodePass[1]);
    const nodeFail = line.match(/(?:^|: )[#ℹ] fail (\d+)/);
    if (nodeFail) failed += Number(nodeFail[1]);
  }
  return { passed, failed };
}

let passed = 0;
let failed = 0;
const broken = [];
for (const step of selected) {
  console.info(`\n=== ${step.name}: ${step.cmd}`);
  const result = await run(step);
  const counts = countTests(result.output);
  passed += counts.passed;
  failed += counts.failed;
  console.info(`=== ${step.name}: ${result.code === 0 ? 'ok' : `FALLÓ (código ${result.code})`} en ${result.seconds.toFixed(1)} s`);
  if (result.code !== 0) {
    broken.push(step.name);
    break;
  }
}
if (broken.length) console.error(`\nPasos con fallos: ${broken.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);
