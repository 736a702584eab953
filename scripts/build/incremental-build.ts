// Builds the host and each remote whose inputs changed since its last build, and only those (`pnpm build`, and
// `pnpm start` in its own process). The fingerprint of each package's inputs is kept beside the repository's
// installed packages, so a fresh clone builds everything and a second start with nothing changed starts at once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint, COMMON_INPUTS } from './build-fingerprint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stampFolder = path.join(root, 'node_modules', '.cache', 'registro-lma-build');

/**
 * Each front-end package and its entry file, which names every chunk's content hash: its digest, kept with the
 * inputs', tells whether the build in `dist` is still the one they produced (a webpack run by hand replaces it).
 */
const PACKAGES = [
  { folder: 'host', output: 'main.js' },
  ...['mfe-auth', 'mfe-patients', 'mfe-samples', 'mfe-downloads'].map((folder) => ({ folder, output: 'remoteEntry.js' })),
];

const stampFile = (folder: string) => path.join(stampFolder, `${folder}.sha256`);

async function outputDigest(folder: string, output: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await readFile(path.join(root, folder, 'dist', output))).digest('hex');
  } catch {
    return null;
  }
}

async function lastBuilt(folder: string): Promise<string | null> {
  try {
    return (await readFile(stampFile(folder), 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Runs `pnpm run build` in the given packages; throws, in Spanish, when it fails or pnpm cannot be started. */
export async function compilar(carpetas: readonly string[]): Promise<void> {
  const filters = carpetas.flatMap((carpeta) => ['--filter', `./${carpeta}`]);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('pnpm', ['-r', ...filters, 'run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => reject(new Error(`No se pudo lanzar pnpm para compilar (${error.message}): arranque con la primera orden del README.`)));
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`La compilación de ${carpetas.join(', ')} terminó con el código ${code}.`);
}

/** Builds what changed; throws when a build fails (its stamp stays empty, so the next call redoes it). */
export async function buildChanged(): Promise<void> {
  const started = Date.now();
  const states = await Promise.all(
    PACKAGES.map(async ({ folder, output }) => {
      const fingerprint = await buildFingerprint(root, [folder, ...COMMON_INPUTS]);
      const current = (await lastBuilt(folder)) === `${fingerprint} ${await outputDigest(folder, output)}`;
      return { folder, output, fingerprint, current };
    }),
  );
  const stale = states.filter((state) => !state.current);
  const checked = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (stale.length === 0) {
    console.info(`Compilación al día (${PACKAGES.length} paquetes sin cambios en sus fuentes; comprobado en ${checked}).`);
    return;
  }
  console.info(`Compilando ${stale.map((state) => state.folder).join(', ')} (cambiaron sus fuentes o su compilación; comprobado en ${checked}).`);

  // A stamp is removed before its build and written only after it succeeded: an interrupted build is redone.
  await mkdir(stampFolder, { recursive: true });
  await Promise.all(stale.map((state) => writeFile(stampFile(state.folder), '')));
  await compilar(stale.map((state) => state.folder));
  await Promise.all(
    stale.map(async (state) => writeFile(stampFile(state.folder), `${state.fingerprint} ${await outputDigest(state.folder, state.output)}\n`)),
  );
}
