import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What webpack output never depends on: installed packages (the lockfile stands for them) and outputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'data', '.git']);

/** Inputs every front-end build shares besides its own folder. */
export const COMMON_INPUTS = ['shared', 'scripts/tooling/webpack', 'scripts/tooling/package.json', 'pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];

/** Files below `relative` (or `relative` itself when it is a file), sorted. */
async function filesBelow(root: string, relative: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [relative];
    throw error;
  }
  const nested = await Promise.all(
    entries
      .filter((entry) => !(entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)))
      .map((entry) => (entry.isDirectory() ? filesBelow(root, path.join(relative, entry.name)) : [path.join(relative, entry.name)])),
  );
  return nested.flat().sort();
}

/**
 * A digest of the contents (never the timestamps) of every input of one package's build: a checkout, a
 * `touch` or a copy does not change it, an edit anywhere in its inputs does. `inputs` are folders or files
 * relative to the repository root; the answer is a hex SHA-256.
 */
export async function buildFingerprint(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of [...inputs].sort()) {
    for (const file of await filesBelow(root, input)) {
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(await readFile(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
