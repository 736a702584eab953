// Performance check of the patients' issue: UPN search-as-you-type and the home list with 100 000 patients, under
// 50 concurrent connections from a separate load process, against the built system (run `pnpm build` first).
// Two loads per scenario: 50 users, each on its own connection, pausing between requests as people do (a keystroke
// every BENCH_PAUSA_TECLA_MS, 200 by default; the home list reopened every BENCH_PAUSA_LISTA_MS, 1000) — the
// targets —, then the same 50 connections with no pause at all (saturation: what the machine can serve).
// Usage: pnpm bench:pacientes (TEST_DATABASE_URL=postgres://… for a PostgreSQL server; BENCH_PACIENTES,
// BENCH_SEGUNDOS, BENCH_CONEXIONES change the defaults). Exits non-zero when a target is missed.
import { iniciarSesion } from './cliente-api';
import { textosDeBusqueda, type PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { arrancarSistemaSembrado, type SistemaSembrado } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 12);
const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 50);
const CALENTAMIENTO_SEGUNDOS = 2;
const OBJETIVO_BUSQUEDA_MS = 20;
const OBJETIVO_LISTADO_MS = 50;
const TEXTOS_DE_BUSQUEDA = 400;
const PAUSA_TECLA_MS = Number(process.env.BENCH_PAUSA_TECLA_MS ?? 200);
const PAUSA_LISTA_MS = Number(process.env.BENCH_PAUSA_LISTA_MS ?? 1000);

interface Escenario {
  nombre: string;
  authorization: string;
  rutas: string[];
  /** null: a reference without target (what any signed-in request costs under the same load). */
  objetivoP95Ms: number | null;
  /** A user's pause between two requests. */
  pausaMs: number;
}

async function escenarios(sistema: SistemaSembrado): Promise<Escenario[]> {
  const clinico = sistema.usuarios.find((usuario) => usuario.rol === 'CLINICO');
  const coordinador = sistema.usuarios.find((usuario) => usuario.rol === 'COORDINADOR');
  if (!clinico || !coordinador) throw new Error('La siembra no creó los usuarios de demostración.');
  const comoClinico = await iniciarSesion(sistema.url, clinico.email, sistema.password);
  const comoCoordinador = await iniciarSesion(sistema.url, coordinador.email, sistema.password);
  const busqueda = textosDeBusqueda(TEXTOS_DE_BUSQUEDA, PACIENTES).map((texto) => `/leucemia/api/pacientes/select/busqueda/${encodeURIComponent(texto)}`);
  const pagina = 'pagina=1&tamano=25';
  return [
    { nombre: `Búsqueda UPN · CLINICO (${clinico.codigo_centro})`, authorization: comoClinico, rutas: busqueda, objetivoP95Ms: OBJETIVO_BUSQUEDA_MS, pausaMs: PAUSA_TECLA_MS },
    { nombre: 'Búsqueda UPN · COORDINADOR', authorization: comoCoordinador, rutas: busqueda, objetivoP95Ms: OBJETIVO_BUSQUEDA_MS, pausaMs: PAUSA_TECLA_MS },
    { nombre: 'Inicio, 1.ª página · CLINICO', authorization: comoClinico, rutas: [`/leucemia/api/pacientes?${pagina}`], objetivoP95Ms: OBJETIVO_LISTADO_MS, pausaMs: PAUSA_LISTA_MS },
    { nombre: 'Inicio, 1.ª página · COORDINADOR', authorization: comoCoordinador, rutas: [`/leucemia/api/pacientes/admin?${pagina}`], objetivoP95Ms: OBJETIVO_LISTADO_MS, pausaMs: PAUSA_LISTA_MS },
    { nombre: 'Referencia: catálogo sin consulta', authorization: comoClinico, rutas: ['/leucemia/api/pacientes/select/estados'], objetivoP95Ms: null, pausaMs: PAUSA_TECLA_MS },
  ];
}

async function main(): Promise<boolean> {
  const sistema = await arrancarSistemaSembrado(PACIENTES);
  try {
    const lista = await escenarios(sistema);
    console.info(`\n${CONEXIONES} conexiones concurrentes, ${SEGUNDOS} s por escenario; carga de la máquina (${cargaDeLaMaquina()})`);
    let todos = true;
    for (const escenario of lista) {
      const { authorization, rutas, pausaMs } = escenario;
      const plan: PlanCarga = { url: sistema.url, authorization, metodo: 'GET', rutas, repetirRutas: true, conexiones: CONEXIONES, segundos: SEGUNDOS, calentamientoSegundos: CALENTAMIENTO_SEGUNDOS };
      todos = informar(`${escenario.nombre} · pausa ${pausaMs} ms`, escenario.objetivoP95Ms, await cargar({ ...plan, pausaMs })) && todos;
      informar(`${escenario.nombre} · sin pausa`, null, await cargar(plan));
    }
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return todos;
  } finally {
    await sistema.detener();
  }
}

salirSegun(main());
