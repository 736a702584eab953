// The README's test command: lint, type-check, unit tests, API tests on both databases, build, e2e.
// Prints each step's time and one closing line «N passed, N failed» over every runner.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Steps with the same `together` run side by side (each single-threaded: two of them fill 2 cores); their output
// is printed one step after the other, the later ones held until the earlier have finished.
const steps = [
  { name: 'lint', cmd: 'pnpm run lint', together: 'estatico' },
  { name: 'typecheck', cmd: 'pnpm run typecheck', together: 'estatico' },
  { name: 'unit', cmd: 'pnpm run test:unit' },
  { name: 'api', cmd: 'pnpm run test:api' },
  { name: 'build', cmd: 'pnpm run build' },
  { name: 'e2e', cmd: 'pnpm run test:e2e' },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;

/**
 * Runs a step; its output is written through as it comes once `shown` resolves, and held in order until then.
 * Resolves with the step's exit code, whole output and wall time.
 */
function run(step, shown) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    let held = [];
    shown.then(() => {
      for (const [target, chunk] of held) target.write(chunk);
      held = undefined;
    });
    for (const stream of [child.stdout, child.stderr]) {
      const target = stream === child.stdout ? process.stdout : process.stderr;
      stream.on('data', (chunk) => {
        output += chunk;
        if (held) held.push([target, chunk]);
        else target.write(chunk);
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

/** The selected steps in turn, those sharing `together` as one batch. */
const batches = [];
for (const step of selected) {
  const last = batches.at(-1);
  if (step.together && last?.[0].together === step.together) last.push(step);
  else batches.push([step]);
}

let passed = 0;
let failed = 0;
const broken = [];
for (const batch of batches) {
  // Each step's output follows the previous step's closing line.
  let previous = Promise.resolve();
  const finished = batch.map((step) => {
    const header = previous.then(() => console.info(`\n=== ${step.name}: ${step.cmd}`));
    const result = run(step, header);
    previous = Promise.all([header, result]).then(([, { code, seconds }]) =>
      console.info(`=== ${step.name}: ${code === 0 ? 'ok' : `FALLÓ (código ${code})`} en ${seconds.toFixed(1)} s`),
    );
    return result.then((outcome) => ({ step, ...outcome }));
  });
  await previous;
  for (const { step, code, output } of await Promise.all(finished)) {
    const counts = countTests(output);
    passed += counts.passed;
    failed += counts.failed;
    if (code !== 0) broken.push(step.name);
  }
  if (broken.length) break;
}
if (broken.length) console.error(`\nPasos con fallos: ${broken.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);
