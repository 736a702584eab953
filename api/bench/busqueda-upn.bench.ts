// p95 of the UPN search with 100 000 patients, per kind of text and of user, on the test database of the
// environment (PGlite in memory, or TEST_DATABASE_URL): pnpm --filter @registro-lma/api run bench:busqueda
import { performance } from 'node:perf_hooks';
import { asegurarCentrosDemo } from '../src/demo/centros-demo';
import { sembrarPacientes } from '../src/demo/sembrar-pacientes';
import { createTestApp } from '../src/testing/create-test-app';
import { comoPropietario } from '../src/testing/propietario';
import { signIn, type TestSession } from '../src/testing/sign-in';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const CENTROS = 40;
const REPETICIONES = 40;
const TEXTOS = ['1', '7', '99', '123', '0456', '77777', '012345', 'LMA', 'lma-0001', 'A-09', 'LMA-09999', 'XYZ'];

function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor(ordenados.length * p))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const app = await createTestApp();
  try {
    const inicio = performance.now();
    const centros = (await asegurarCentrosDemo(app.db, CENTROS, null)).map((centro) => centro.hospital_id);
    // Seeding ends with ANALYZE: the owner's to run.
    const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
    try {
      await sembrarPacientes(propietario.db, { pacientes: PACIENTES, centros: centros.map((hospital_id) => ({ hospital_id, autor: null })) });
    } finally {
      await propietario.close();
    }
    console.info(`${PACIENTES} pacientes en ${CENTROS} centros: ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    const usuarios: [string, TestSession][] = [
      ['ADMIN', await signIn(app, 'ADMIN')],
      ['COORDINADOR', await signIn(app, 'COORDINADOR')],
      ['CLINICO 1 centro', await signIn(app, 'CLINICO', { hospitales: centros.slice(0, 1) })],
      ['CLINICO 3 centros', await signIn(app, 'CLINICO', { hospitales: centros.slice(0, 3) })],
    ];
    const todas: number[] = [];
    for (const [nombre, sesion] of usuarios) {
      const filas: string[] = [];
      for (const texto of TEXTOS) {
        const tiempos: number[] = [];
        for (let vez = 0; vez < REPETICIONES; vez += 1) {
          const antes = performance.now();
          const response = await app.inject({
            method: 'GET',
            url: `/leucemia/api/pacientes/select/busqueda/${encodeURIComponent(texto)}`,
            headers: { authorization: sesion.authorization },
          });
          tiempos.push(performance.now() - antes);
          if (response.statusCode !== 200) throw new Error(`${texto}: ${response.statusCode} ${response.body}`);
        }
        todas.push(...tiempos);
        filas.push(`${texto}=${percentil(tiempos, 0.95).toFixed(1)}`);
      }
      console.info(`${nombre.padEnd(18)} p95 ms: ${filas.join('  ')}`);
    }
    console.info(`Todas las búsquedas (${todas.length}): p50 ${percentil(todas, 0.5).toFixed(1)} ms, p95 ${percentil(todas, 0.95).toFixed(1)} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
