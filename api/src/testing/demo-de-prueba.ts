import type { FastifyInstance } from 'fastify';
import { sembrarDemo } from '../demo/sembrar-demo';
import { comoPropietario } from './propietario';

/** The demo registry a data manager or a statistician tries the registry on (data-dictionary §8), on either engine. */
export const PACIENTES_DEMO = 600;

/** Seeds the 600-patient demo with a fixed seed, as scripts/seed does it: the owner's work (on PostgreSQL the application role may not reserve ids). */
export async function sembrarDemoDePrueba(app: FastifyInstance): Promise<void> {
  const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
  await sembrarDemo(propietario.db, {
    pacientes: PACIENTES_DEMO,
    centros: 12,
    password: 'contraseña-demo-2026',
    anadir: false,
    administrador: { adminEmail: undefined, adminPassword: undefined },
    semilla: 11,
    validar: false,
    almacen: app.almacen,
  }).finally(() => propietario.close());
}
