import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The host dev server (8080) proxies /leucemia* to the API on 8081; each remote has its own dev server.
const processes: [string, string, Record<string, string>][] = [
  ['api', 'pnpm --filter @registro-lma/api start', { PORT: '8081', DATA_DIR: path.join(repoRoot, 'data') }],
  ['host', 'pnpm --filter @registro-lma/host dev', {}],
  ['auth', 'pnpm --filter @registro-lma/mfe-auth dev', {}],
  ['patients', 'pnpm --filter @registro-lma/mfe-patients dev', {}],
  ['samples', 'pnpm --filter @registro-lma/mfe-samples dev', {}],
  ['downloads', 'pnpm --filter @registro-lma/mfe-downloads dev', {}],
];

const children: ChildProcess[] = processes.map(([name, command, env]) => {
  const child = spawn(command, { cwd: repoRoot, shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
});

console.info('Registro LMA (desarrollo) en http://localhost:8080 — Ctrl+C para parar.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
