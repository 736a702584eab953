import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildFingerprint } from './build-fingerprint';

let root = '';
const inputs = ['host', 'shared', 'pnpm-lock.yaml'];

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'huella-compilacion-'));
  await mkdir(path.join(root, 'host/src'), { recursive: true });
  await mkdir(path.join(root, 'shared/src'), { recursive: true });
  await writeFile(path.join(root, 'host/src/index.ts'), 'export const a = 1;\n');
  await writeFile(path.join(root, 'shared/src/campo.ts'), 'export const b = 2;\n');
  await writeFile(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
});
after(() => rm(root, { recursive: true, force: true }));

test('la huella depende del contenido, no de las fechas de los ficheros', async () => {
  const antes = await buildFingerprint(root, inputs);
  const mañana = new Date(Date.now() + 86_400_000);
  await utimes(path.join(root, 'shared/src/campo.ts'), mañana, mañana);
  assert.equal(await buildFingerprint(root, inputs), antes);
});

test('un cambio en una fuente común, en el lockfile o un fichero renombrado cambian la huella', async () => {
  const inicial = await buildFingerprint(root, inputs);
  await writeFile(path.join(root, 'shared/src/campo.ts'), 'export const b = 3;\n');
  const trasEditar = await buildFingerprint(root, inputs);
  assert.notEqual(trasEditar, inicial);
  await writeFile(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.1\n');
  const trasLockfile = await buildFingerprint(root, inputs);
  assert.notEqual(trasLockfile, trasEditar);
  await rename(path.join(root, 'host/src/index.ts'), path.join(root, 'host/src/main.ts'));
  assert.notEqual(await buildFingerprint(root, inputs), trasLockfile);
});

test('lo compilado y los paquetes instalados no cuentan', async () => {
  const antes = await buildFingerprint(root, inputs);
  await mkdir(path.join(root, 'host/dist'), { recursive: true });
  await mkdir(path.join(root, 'shared/node_modules/x'), { recursive: true });
  await writeFile(path.join(root, 'host/dist/main.js'), 'compilado');
  await writeFile(path.join(root, 'shared/node_modules/x/index.js'), 'instalado');
  assert.equal(await buildFingerprint(root, inputs), antes);
});
