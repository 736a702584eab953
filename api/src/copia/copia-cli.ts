// `pnpm backup -- --salida copia.tar.gz` and `pnpm restore -- --entrada copia.tar.gz [--forzar]` (root
// package.json): the configured database (DATABASE_URL, else the PGlite of DATA_DIR) and DATA_DIR's files.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/api-config';
import { crearCopia, restaurarCopia } from './copia';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// pnpm runs scripts from the repository root; the paths the user typed are relative to where they typed them.
const dondeSeEscribio = (ruta: string) => resolve(process.env.INIT_CWD ?? process.cwd(), ruta);

async function main(): Promise<void> {
  const [orden, ...resto] = process.argv.slice(2).filter((argumento) => argumento !== '--');
  const { values } = parseArgs({
    args: resto,
    options: { salida: { type: 'string' }, entrada: { type: 'string' }, forzar: { type: 'boolean', default: false } },
  });
  // The same data folder as `pnpm start`; no token is signed here, so no secret is needed.
  const config = loadConfig({ ...process.env, JWT_SECRET: 'copia-sin-tokens', DATA_DIR: process.env.DATA_DIR ?? resolve(repoRoot, 'data') });
  const informar = (linea: string) => console.info(linea);
  if (orden === 'crear' && values.salida) {
    await crearCopia(config, dondeSeEscribio(values.salida), informar);
  } else if (orden === 'restaurar' && values.entrada) {
    await restaurarCopia(config, dondeSeEscribio(values.entrada), values.forzar, informar);
  } else {
    throw new Error('Uso: pnpm backup -- --salida copia.tar.gz | pnpm restore -- --entrada copia.tar.gz [--forzar]');
  }
}

main().catch((error: unknown) => {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
