// What the API makes of its read queries: the UPN search and the home list through the API (session, validation,
// audit row, response schema) against the same SQL behind a bare Fastify + pg route (lectura-desnuda-servidor.ts),
// in the same run, on the same seeded PostgreSQL database, at saturation (BENCH_CONEXIONES connections, no pause);
// then the API's p95 with 50 users who pause as people do. Prints both throughputs and their ratio (target ≥ 0.75).
// Usage: TEST_DATABASE_URL=postgres://… pnpm bench:lectura-desnuda (run `pnpm build` first; BENCH_PACIENTES,
// BENCH_SEGUNDOS, BENCH_CONEXIONES change the defaults). Exits non-zero when a target is missed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { iniciarSesion } from './cliente-api';
import { ESCUCHANDO, type PlanDesnudo } from './lectura-desnuda-servidor';
import { textosDeBusqueda, type MedidaCarga, type PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { arrancarSistemaSembrado } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 50);
const RAZON_MINIMA = 0.75;
const OBJETIVO_BUSQUEDA_MS = 20;
const OBJETIVO_LISTADO_MS = 50;
const PAUSA_TECLA_MS = 200;
const PAUSA_LISTA_MS = 1000;

function arrancarDesnudo(plan: PlanDesnudo): Promise<{ url: string; detener(): void }> {
  const hijo = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./lectura-desnuda-servidor.ts', import.meta.url)), JSON.stringify(plan)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => reject(new Error(`La lectura desnuda terminó antes de arrancar (código ${codigo}).`)));
    createInterface({ input: hijo.stdout }).on('line', (linea) => {
      if (linea.startsWith(ESCUCHANDO)) resolve({ url: linea.slice(ESCUCHANDO.length), detener: () => hijo.kill('SIGTERM') });
    });
  });
}

async function filasDeAuditoria(url: string): Promise<number> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ n: number }>("select count(*)::int as n from auditoria where accion in ('BUSCAR', 'LISTAR')");
    return rows[0]?.n ?? 0;
  } finally {
    await cliente.end();
  }
}

async function main(): Promise<boolean> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('Esta comparación necesita un servidor PostgreSQL: defina TEST_DATABASE_URL.');
  const sistema = await arrancarSistemaSembrado(PACIENTES);
  try {
    const clinico = sistema.usuarios.find((usuario) => usuario.rol === 'CLINICO');
    if (!clinico) throw new Error('La siembra no creó los usuarios de demostración.');
    const authorization = await iniciarSesion(sistema.url, clinico.email, sistema.password);
    const textos = [...new Set(textosDeBusqueda(400, PACIENTES))];
    const databaseUrl = sistema.env.DATABASE_URL ?? '';
    const desnudo = await arrancarDesnudo({ databaseUrl, databaseOwnerUrl: sistema.env.DATABASE_OWNER_URL ?? '', usuarioId: clinico.usuario_id, textos });
    try {
      const base = { authorization, metodo: 'GET', repetirRutas: true, conexiones: CONEXIONES, segundos: SEGUNDOS, calentamientoSegundos: 2 } as const;
      const escenarios = [
        { nombre: 'Búsqueda UPN · CLINICO', api: textos.map((texto) => `/leucemia/api/pacientes/select/busqueda/${encodeURIComponent(texto)}`), desnuda: textos.map((texto) => `/busqueda/${encodeURIComponent(texto)}`), objetivo: OBJETIVO_BUSQUEDA_MS, pausa: PAUSA_TECLA_MS },
        { nombre: 'Inicio, 1.ª página · CLINICO', api: ['/leucemia/api/pacientes'], desnuda: ['/pacientes'], objetivo: OBJETIVO_LISTADO_MS, pausa: PAUSA_LISTA_MS },
      ];
      console.info(`\n${sistema.pacientes} pacientes, ${CONEXIONES} conexiones, ${SEGUNDOS} s por medida; carga de la máquina (${cargaDeLaMaquina()})`);
      let todos = true;
      for (const escenario of escenarios) {
        const antes = await filasDeAuditoria(databaseUrl);
        const api: MedidaCarga = await cargar({ ...base, url: sistema.url, rutas: escenario.api } satisfies PlanCarga);
        const auditadas = (await filasDeAuditoria(databaseUrl)) - antes;
        const desnuda = await cargar({ ...base, url: desnudo.url, rutas: escenario.desnuda });
        informar(`${escenario.nombre} · API sin pausa`, null, api);
        informar(`${escenario.nombre} · Fastify + pg desnudo`, null, desnuda);
        const razon = api.porSegundo / desnuda.porSegundo;
        const cumple = razon >= RAZON_MINIMA && auditadas >= api.peticiones;
        console.info(
          `${escenario.nombre}: razón API / desnuda ${razon.toFixed(2)} (objetivo ≥ ${RAZON_MINIMA}); ${auditadas} filas de auditoría para ` +
            `${api.peticiones} respuestas medidas (y las del calentamiento): ${cumple ? 'CUMPLE' : 'NO CUMPLE'}`,
        );
        const conPausa = await cargar({ ...base, url: sistema.url, rutas: escenario.api, pausaMs: escenario.pausa });
        todos = informar(`${escenario.nombre} · API, 50 usuarios con pausa ${escenario.pausa} ms`, escenario.objetivo, conPausa) && cumple && todos;
      }
      console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
      return todos;
    } finally {
      desnudo.detener();
    }
  } finally {
    await sistema.detener();
  }
}

salirSegun(main());
