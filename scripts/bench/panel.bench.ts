// The registry's panel (/panel) under BENCH_USUARIOS users (20) who filter at once: each request is one of the panel's
// API answers (survival by each grouping and outcome, a mutated gene's split, response, accrual, completeness,
// mutation landscape) under the filters its screen sends, alone and combined. The demo generator seeds BENCH_PACIENTES
// patients (100 000) on a fresh database; every other user is the demo's coordinator (all centres), the rest the
// clinician of its first centre, a session each, who read each answer for 1–3 s (pause BENCH_PAUSA_MS = 2000 ± 50 %) for BENCH_SEGUNDOS (20). The API
// runs in a child process (api-hija.ts); the load in a process of its own (proceso-carga.ts).
// The API shares the counts of a question until the data changes (panel-cache.ts): the load starts with nothing
// remembered, and on PostgreSQL runs twice, without changes and with BENCH_CAMBIOS_POR_SEGUNDO (1) changes a second,
// each of which makes every process forget every count, as any change to a table the panel reads does.
// Target: p95 ≤ 300 ms. Exits non-zero when missed.
// Usage: TEST_DATABASE_URL=postgres://… pnpm bench:panel (BENCH_PACIENTES=10000 without TEST_DATABASE_URL: PGlite).
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { formatearCantidad } from '@registro-lma/api/demo';
import { AGRUPACIONES_PANEL, DESENLACE_PANEL, GRUPO_EDAD_PANEL, INTENCION_TRATAMIENTO, PREFIJO_GEN_PANEL, RIESGO_GLOBAL } from '@registro-lma/shared/domain';
import { arrancarApiHija, detenerApiHija } from './api-hija';
import { iniciarSesion } from './cliente-api';
import type { PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { sembrarBaseDemo } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 20);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PAUSA_MS = Number(process.env.BENCH_PAUSA_MS ?? 2000);
const CAMBIOS_POR_SEGUNDO = Number(process.env.BENCH_CAMBIOS_POR_SEGUNDO ?? 1);
const CALENTAMIENTO_SEGUNDOS = 3;
const OBJETIVO_P95_MS = 300;
/** Genes the demo's NGS results mutate often enough to split the curves by. */
const GENES = ['NPM1', 'FLT3', 'TP53'];
const PANEL = '/leucemiaDescargas/api/panel';

/** The filters a user sets on the panel's toolbar, alone and combined, as query strings. */
function filtros(centro: number): string[] {
  const riesgos = RIESGO_GLOBAL.map((fila) => fila.codigo);
  return [
    '',
    `riesgo_eln=${riesgos.at(-1) ?? ''}`,
    `intensidad=${INTENCION_TRATAMIENTO[0]?.codigo ?? ''}`,
    `grupo_edad=${GRUPO_EDAD_PANEL.at(-1)?.codigo ?? ''}`,
    `hospitales=${centro}`,
    'fecha_diagnostico_desde=2020-01-01&fecha_diagnostico_hasta=2023-12-31',
    `riesgo_eln=${riesgos[0] ?? ''}&intensidad=${INTENCION_TRATAMIENTO[0]?.codigo ?? ''}&grupo_edad=${GRUPO_EDAD_PANEL[0]?.codigo ?? ''}`,
  ];
}

/** Every panel answer under every filter: what a screen of users clicking through the panel asks the API. */
function rutas(centro: number): string[] {
  const agrupaciones = [...AGRUPACIONES_PANEL, ...GENES.map((gen) => `${PREFIJO_GEN_PANEL}${gen}`)];
  return filtros(centro).flatMap((filtro) => {
    const y = filtro === '' ? '' : `&${filtro}`;
    return [
      ...DESENLACE_PANEL.flatMap(({ codigo }) => agrupaciones.map((grupo) => `${PANEL}/supervivencia?desenlace=${codigo}&grupo=${grupo}${y}`)),
      ...['riesgo_eln', 'intensidad', 'edad'].map((grupo) => `${PANEL}/respuesta?grupo=${grupo}${y}`),
      `${PANEL}/acumulacion?${filtro}`,
      `${PANEL}/completitud?${filtro}`,
      `${PANEL}/mutaciones?${filtro}`,
    ];
  });
}

/** Each path once as the coordinator and as a clinician, before the load: a path the API refuses would void the run. */
async function comprobarRutas(url: string, autorizaciones: readonly string[], todas: readonly string[]): Promise<void> {
  const rechazadas: string[] = [];
  for (const authorization of autorizaciones.slice(0, 2)) {
    for (const ruta of todas) {
      const respuesta = await fetch(`${url}${ruta}`, { headers: { authorization } });
      if (!respuesta.ok) rechazadas.push(`${respuesta.status} ${ruta}: ${(await respuesta.text()).slice(0, 200)}`);
    }
  }
  if (rechazadas.length > 0) throw new Error(`La API rechaza consultas del panel:\n${rechazadas.join('\n')}`);
}

/**
 * A change to a table the panel counts, as the registry's writes make them: a statement on `hospital` that changes no
 * row still fires its statement trigger, whose notice makes every process forget the panel's counts.
 */
const CAMBIO = 'update hospital set nombre = nombre where false';

/** Runs `medir` with `porSegundo` such changes a second on `databaseUrl` (none when 0). */
async function conCambios<T>(databaseUrl: string, porSegundo: number, medir: () => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    await cliente.query(CAMBIO);
    const cambios = porSegundo > 0 ? setInterval(() => void cliente.query(CAMBIO), 1000 / porSegundo) : undefined;
    try {
      return await medir();
    } finally {
      clearInterval(cambios);
    }
  } finally {
    await cliente.end();
  }
}

async function principal(): Promise<boolean> {
  const { database, env, usuarios, centros, password, pacientes } = await sembrarBaseDemo(PACIENTES);
  let hijo: ChildProcess | undefined;
  try {
    let arrancado = await arrancarApiHija(env);
    hijo = arrancado.hijo;
    // Every other user is the coordinator, who reads all centres (the heavier answers); the rest, the clinician of the
    // first centre, the centre the centre filter names (a clinician may filter only by its own).
    const coordinador = usuarios.find((usuario) => usuario.rol === 'COORDINADOR');
    const centro = centros[0];
    const clinico = usuarios.find((usuario) => usuario.rol === 'CLINICO' && usuario.codigo_centro === centro?.codigo);
    if (coordinador === undefined || centro === undefined || clinico === undefined) throw new Error('El demo no tiene coordinador o clínico del primer centro.');
    const autorizaciones: string[] = [];
    for (let indice = 0; indice < USUARIOS; indice += 1) {
      autorizaciones.push(await iniciarSesion(arrancado.url, (indice % 2 === 0 ? coordinador : clinico).email, password));
    }
    const todas = rutas(centro.hospital_id);
    await comprobarRutas(arrancado.url, autorizaciones, todas);
    // The checks read every question once: the load starts on a new process, which remembers none of it.
    await detenerApiHija(hijo);
    arrancado = await arrancarApiHija(env);
    hijo = arrancado.hijo;
    const plan: PlanCarga = {
      url: arrancado.url,
      authorization: autorizaciones[0] ?? '',
      autorizaciones,
      metodo: 'GET',
      rutas: todas,
      repetirRutas: true,
      conexiones: USUARIOS,
      segundos: SEGUNDOS,
      calentamientoSegundos: CALENTAMIENTO_SEGUNDOS,
    };
    console.info(`\n${USUARIOS} usuarios (coordinador y clínicos), ${todas.length} consultas del panel, pausa ${PAUSA_MS} ms ± 50 %, ${SEGUNDOS} s; carga (${cargaDeLaMaquina()})`);
    const databaseUrl = env.DATABASE_URL ?? '';
    // PGlite is the API process's own: no other client can change it.
    const medir = (porSegundo: number, carga: PlanCarga) => (databaseUrl === '' ? cargar(carga) : conCambios(databaseUrl, porSegundo, () => cargar(carga)));
    const cumple = informar(`Panel · ${formatearCantidad(pacientes)} pacientes, sin cambios`, OBJETIVO_P95_MS, await medir(0, { ...plan, pausaMs: PAUSA_MS }));
    const conEscrituras =
      databaseUrl === '' ||
      informar(`Panel · ${CAMBIOS_POR_SEGUNDO} cambio(s) por segundo`, OBJETIVO_P95_MS, await medir(CAMBIOS_POR_SEGUNDO, { ...plan, pausaMs: PAUSA_MS }));
    informar('Panel sin pausa (saturación), sin cambios', null, await medir(0, plan));
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return cumple && conEscrituras;
  } finally {
    await detenerApiHija(hijo);
    await database.drop();
  }
}

salirSegun(principal());
