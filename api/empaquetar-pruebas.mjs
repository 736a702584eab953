// Bundles the API's test files with esbuild for run-tests.mjs: node then loads plain JavaScript instead of compiling
// every TypeScript module of the app through tsx in each test process (≈ 2 CPU-s per process, measured; ≈ 0.75 as a
// bundle). One build for all the files, with code splitting: the app is written once as shared chunks.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * `import.meta.url` (and `dirname`/`filename`) of each source module, frozen to that module's own .ts file: code
 * locating files beside it (the migrations folder, createRequire) finds them as under tsx, not beside the bundle.
 */
function importMetaDeCadaFuente() {
  return {
    name: 'import-meta-de-cada-fuente',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        if (path.split(sep).includes('node_modules')) return undefined;
        const fuente = await readFile(path, 'utf8');
        if (!fuente.includes('import.meta')) return undefined;
        const propias = { url: pathToFileURL(path).href, dirname: dirname(path), filename: path };
        const contents = fuente.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, clave) => JSON.stringify(propias[clave]));
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * npm packages stay outside the bundle and node loads them from api/node_modules, as the app does in production;
 * the workspace's own packages (@registro-lma/shared, TypeScript sources) go in. A package the bundled shared code
 * imports must be the same copy from api/ as from shared/ (one zod, not two): the build fails otherwise.
 */
function paquetesFuera(apiRoot) {
  return {
    name: 'paquetes-fuera',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@registro-lma/') || args.pluginData === 'desde-api') return undefined;
        const desdeFueraDeApi = relative(apiRoot, args.resolveDir).startsWith('..');
        if (args.path.startsWith('node:') || !desdeFueraDeApi) return { path: args.path, external: true };
        const [propio, desdeApi] = await Promise.all(
          [args.resolveDir, apiRoot].map((resolveDir) =>
            esbuild.resolve(args.path, { kind: args.kind, resolveDir, pluginData: 'desde-api' }),
          ),
        );
        if (propio.path !== desdeApi.path) {
          return { errors: [{ text: `«${args.path}» no es la misma copia desde ${args.resolveDir} (${propio.path}) que desde api/ (${desdeApi.path || 'no se encuentra'})` }] };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/** What opens a database: the app's connection module, the test databases, or a driver imported directly. */
const ABRE_BASE_DE_DATOS = { fuentes: ['src/db/connection.ts', 'src/testing/test-database.ts'], paquetes: /^(pg|pg-boss|@electric-sql\/pglite)(\/|$)/ };

/** Whether an output, with every chunk it imports (statically or not), holds code that can open a database. */
function abreBaseDeDatos(salidas, salida, vistas = new Set()) {
  if (vistas.has(salida)) return false;
  vistas.add(salida);
  const { inputs, imports } = salidas[salida];
  if (ABRE_BASE_DE_DATOS.fuentes.some((fuente) => fuente in inputs)) return true;
  return imports.some((importada) => (importada.external ? ABRE_BASE_DE_DATOS.paquetes.test(importada.path) : abreBaseDeDatos(salidas, importada.path, vistas)));
}

/**
 * Writes one bundle per test file into `outdir` (same layout as src/, `.test.mjs`, linked source maps naming the .ts
 * lines) and returns, in the order of `files`, each bundle's path and whether its code can open a database (a file
 * that cannot gains nothing from a second engine). `outdir` must lie inside api/ so that node finds the external
 * packages from there.
 */
export async function empaquetarPruebas({ apiRoot, files, outdir }) {
  const { metafile } = await build({
    absWorkingDir: apiRoot,
    entryPoints: files,
    outbase: apiRoot,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Errors logged or compared by their class name (error-log-mapper.ts) keep it where the bundle renames a clash.
    keepNames: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [importMetaDeCadaFuente(), paquetesFuera(apiRoot)],
    metafile: true,
  });
  const salidaDe = new Map(Object.entries(metafile.outputs).filter(([, salida]) => salida.entryPoint !== undefined).map(([ruta, salida]) => [salida.entryPoint, ruta]));
  return files.map((file) => {
    const salida = salidaDe.get(file.split(sep).join('/'));
    if (salida === undefined) throw new Error(`esbuild no escribió el paquete de ${file}`);
    return { bundle: join(outdir, file.replace(/\.ts$/, '.mjs')), abreBaseDeDatos: abreBaseDeDatos(metafile.outputs, salida) };
  });
}
