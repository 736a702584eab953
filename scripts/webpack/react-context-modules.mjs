import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Packages whose deep imports (`@mui/material/Select`, `@mui/x-date-pickers/DatePicker`) a remote may take
 * from its own build while the host provides others. Their React contexts are created in files that the
 * package imports by relative path, which no share key catches: a DatePicker from a remote's build would not
 * see the host's LocalizationProvider (MUI X error 149), a Select would not see a FormControl.
 * Each file of these packages that creates a context is therefore shared by its path inside node_modules.
 * Listed with the package each one is resolved from (pnpm only links direct dependencies).
 */
const SCANNED_PACKAGES = [
  ['@mui/material', null],
  ['@mui/system', '@mui/material'],
  ['@mui/private-theming', '@mui/system'],
  ['@mui/utils', '@mui/material'],
  ['@mui/x-date-pickers', null],
  ['@mui/x-internals', '@mui/x-date-pickers'],
];

const CREATES_CONTEXT = /\bcreateContext\(/;

/** @param {string} dir @returns {string[]} the ES module files below `dir` */
function esmFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : esmFiles(path.join(dir, entry.name));
    return entry.name.endsWith('.mjs') ? [path.join(dir, entry.name)] : [];
  });
}

/**
 * @param {string} packageDir the package being built
 * @returns {{ shareKey: string, file: string }[]} e.g. '@mui/material/FormControl/FormControlContext.mjs' and its absolute path
 */
export function reactContextModules(packageDir) {
  /** @type {Map<string, string>} package name → folder */
  const folders = new Map();
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  for (const [name, parent] of SCANNED_PACKAGES) {
    const parentFolder = parent === null ? null : folders.get(parent);
    const resolve = parentFolder === undefined || parentFolder === null ? requireFromPackage : createRequire(path.join(parentFolder, 'package.json'));
    folders.set(name, path.dirname(resolve.resolve(`${name}/package.json`)));
  }
  return [...folders].flatMap(([name, folder]) =>
    esmFiles(folder)
      .filter((file) => CREATES_CONTEXT.test(readFileSync(file, 'utf8')))
      .map((file) => ({ shareKey: `${name}/${path.relative(folder, file).split(path.sep).join('/')}`, file })),
  );
}
