import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@registro-lma/api/config';
import { formatearCantidad, PACIENTES_DEMO_MAXIMO, pacientesRegistrados, sembrarDemo } from '@registro-lma/api/demo';
import type { buildApp } from '@registro-lma/api';
import { informarUsuarios } from './informe-usuarios';

/** Patients `DEMO=1` seeds: enough to browse every screen with full histories, quick to seed into PGlite. */
export const PACIENTES_DEMO_ARRANQUE = 500;

/**
 * `DEMO` of `pnpm start`: unset or empty → no demo data; `1` → {@link PACIENTES_DEMO_ARRANQUE} patients; another
 * whole number → that many. Anything else is a Spanish message.
 */
export function leerDemo(valor: string | undefined): { pacientes: number | null } | { mensaje: string } {
  if (valor === undefined || valor === '' || valor === '0') return { pacientes: null };
  const numero = Number(valor);
  if (!/^\d+$/.test(valor) || numero > PACIENTES_DEMO_MAXIMO) return { mensaje: `DEMO debe ser 1 o un número de pacientes entre 2 y ${PACIENTES_DEMO_MAXIMO}.` };
  return { pacientes: numero === 1 ? PACIENTES_DEMO_ARRANQUE : numero };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Seeds demo patients with their clinical histories into the embedded database the first time it starts empty (a
 * registry with patients is left as it is), and prints the demo users and their password.
 */
export async function sembrarDemoAlArrancar(app: App, config: AppConfig, pacientes: number): Promise<void> {
  if (config.databaseUrl) {
    console.info('DEMO solo siembra el PostgreSQL embebido; con DATABASE_URL use «pnpm seed:demo».');
    return;
  }
  if ((await pacientesRegistrados(app.db)) > 0) {
    console.info('DEMO: la base de datos ya tiene pacientes; no se añaden datos de demostración.');
    return;
  }
  console.info(`DEMO: sembrando ${formatearCantidad(pacientes)} pacientes ficticios con su historia clínica…`);
  const password = randomBytes(12).toString('base64url');
  const resultado = await sembrarDemo(app.db, { pacientes, centros: 12, password, anadir: false, administrador: config, validar: true, almacen: app.almacen });
  informarUsuarios(resultado, password, true);
}
