// The laboratory worklist (GET /leucemia/api/muestras, first page filtered by state) with
// BENCH_MUESTRAS samples (50 000 by default, ten per patient) spread over every laboratory and twelve centres, under
// BENCH_USUARIOS LABORATORIO users (50), each with a session of its own, who open the list and then read it for
// 1–3 s (pause BENCH_PAUSA_MS = 2000 ± 50 %), for BENCH_SEGUNDOS (20). A second run of the same length has the users
// work the list as its screen lets them: sorted by each column (ORDENES_LISTA_MUESTRAS, both directions) and filtered
// by centre, requested study, trial (or any trial) and extraction and shipment date ranges, first page and later
// ones. The API runs in a child process (api-hija.ts) on a fresh database; the load in a process of its own
// (proceso-carga.ts).
// Target: p95 ≤ 50 ms in each of the two runs. Exits non-zero when one is missed.
// Usage: TEST_DATABASE_URL=postgres://… pnpm bench:lista-laboratorio (BENCH_MUESTRAS=50 for the small registry).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@registro-lma/api/config';
import { almacenDeConfig, formatearCantidad, sembrarDemo } from '@registro-lma/api/demo';
import { CAMPOS_USUARIO_ALTA, LABORATORIO, ORDENES_LISTA_MUESTRAS, validarRegistro } from '@registro-lma/shared/domain';
import { crearUsuarioDelRegistro } from '../../api/src/modules/usuarios/usuario-commands';
import { createTestDatabase } from '../e2e/support/test-database';
import { ADMIN_BENCH, arrancarApiHija, detenerApiHija } from './api-hija';
import { iniciarSesion } from './cliente-api';
import { sembrarMuestras } from './muestras-sembradas';
import type { PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { abrirComoPropietario } from './sistema-sembrado';

const MUESTRAS = Number(process.env.BENCH_MUESTRAS ?? 50_000);
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PAUSA_MS = Number(process.env.BENCH_PAUSA_MS ?? 2000);
const MUESTRAS_POR_PACIENTE = 10;
const CENTROS = 12;
const CALENTAMIENTO_SEGUNDOS = 3;
const OBJETIVO_P95_MS = 50;
// What a laboratory works through: samples on their way, received, in process.
const ESTADOS_DE_TRABAJO = ['ENVIADA', 'RECIBIDA', 'EN_PROCESO'] as const;
const DOMINIO = 'bench.registro-lma.local';
const LISTA = '/leucemia/api/muestras';

/** The first page per working state: what the worklist opens with. */
const rutasDeApertura = (): string[] => ESTADOS_DE_TRABAJO.map((estado) => `${LISTA}?estado=${estado}&pagina=1&tamano=25`);

/**
 * What a lab user does with the list once open, in the query parameters its screen sends: every sort column both ways
 * (in a working state, or over all states), and the filters alone and combined, on the first page and a later one.
 */
function rutasDeTrabajo(centros: readonly number[]): string[] {
  const ordenadas = ORDENES_LISTA_MUESTRAS.flatMap((orden, indice) =>
    (['asc', 'desc'] as const).map((direccion) => {
      const estado = ESTADOS_DE_TRABAJO[indice % ESTADOS_DE_TRABAJO.length] ?? 'ENVIADA';
      return `${LISTA}?${indice % 4 === 3 ? '' : `estado=${estado}&`}orden=${orden}&direccion=${direccion}&pagina=1&tamano=25`;
    }),
  );
  const filtros = [
    ...centros.map((centro) => `hospital_id=${centro}`),
    'estudio=NGS',
    'estudio=CMF_EMR&estado=ENVIADA',
    'es_ensayo=true',
    'ensayo=LMA_FLOW&estado=RECIBIDA',
    'ensayo=PEVOLAM&orden=fecha_extraccion&direccion=desc',
    'extraccion_desde=2024-06-01&extraccion_hasta=2024-08-31',
    'envio_desde=2025-01-01&envio_hasta=2025-03-31&estado=ENVIADA',
    `hospital_id=${centros[0] ?? 1}&estudio=NGS&orden=centro&direccion=asc`,
    'estudio=PCR_DIAGNOSTICO&envio_desde=2024-01-01&orden=fecha_envio&direccion=desc&estado=EN_PROCESO',
  ];
  const filtradas = filtros.flatMap((filtro) => [1, 3].map((pagina) => `${LISTA}?${filtro}&pagina=${pagina}&tamano=25`));
  return [...ordenadas, ...filtradas];
}

/** The users' laboratories in turn, so that each laboratory has its share of users. */
const laboratorioDe = (indice: number): string => LABORATORIO[indice % LABORATORIO.length]?.codigo ?? 'LAB_LOCAL';

async function crearLaboratorios(db: Parameters<typeof crearUsuarioDelRegistro>[0], password: string): Promise<string[]> {
  const correos: string[] = [];
  for (let indice = 0; indice < USUARIOS; indice += 1) {
    const email = `laboratorio.${indice + 1}@${DOMINIO}`;
    const alta = validarRegistro(CAMPOS_USUARIO_ALTA, {
      email,
      nombre: 'Técnico',
      apellidos: `de laboratorio ${indice + 1}`,
      rol: 'LABORATORIO',
      laboratorios: [laboratorioDe(indice)],
      password,
    });
    if (!alta.ok) throw new Error(`Usuario ${email} no válido: ${JSON.stringify(alta.errores)}`);
    await crearUsuarioDelRegistro(db, alta.data);
    correos.push(email);
  }
  return correos;
}

async function sembrar(env: Record<string, string>, password: string): Promise<{ correos: string[]; centros: number[] }> {
  const inicio = performance.now();
  const handle = await abrirComoPropietario(env);
  try {
    await sembrarDemo(handle.db, {
      pacientes: Math.ceil(MUESTRAS / MUESTRAS_POR_PACIENTE),
      centros: CENTROS,
      password,
      anadir: false,
      administrador: { adminEmail: ADMIN_BENCH.email, adminPassword: ADMIN_BENCH.password },
      almacen: await almacenDeConfig(loadConfig({ ...process.env, ...env, JWT_SECRET: 'bench-siembra-sin-tokens' })),
    });
    const correos = await crearLaboratorios(handle.db, password);
    await sembrarMuestras((sentencia) => handle.db.execute(sentencia), MUESTRAS, MUESTRAS_POR_PACIENTE);
    console.info(
      `Sembradas ${formatearCantidad(MUESTRAS)} muestras de ${formatearCantidad(Math.ceil(MUESTRAS / MUESTRAS_POR_PACIENTE))} pacientes en ${CENTROS} centros ` +
        `y ${LABORATORIO.length} laboratorios, ${USUARIOS} usuarios de laboratorio, en ${((performance.now() - inicio) / 1000).toFixed(1)} s.`,
    );
    // Three of the centres, for the centre filter (both drivers answer their rows in `rows`).
    const { rows } = (await handle.db.execute('select hospital_id from hospital order by hospital_id limit 3')) as unknown as { rows: { hospital_id: number }[] };
    return { correos, centros: rows.map((fila) => Number(fila.hospital_id)) };
  } finally {
    await handle.close();
  }
}

async function principal(): Promise<boolean> {
  if (!process.env.TEST_DATABASE_URL) {
    console.info('AVISO: TEST_DATABASE_URL no definido: se usa PGlite (consultas en serie); las cifras no valen por las de un servidor PostgreSQL.');
  }
  const database = await createTestDatabase();
  const env: Record<string, string> = { DATABASE_URL: '', DATABASE_OWNER_URL: '', ...database.env };
  let hijo: ChildProcess | undefined;
  try {
    const password = randomBytes(12).toString('base64url');
    const { correos, centros } = await sembrar(env, password);
    const arrancado = await arrancarApiHija(env);
    hijo = arrancado.hijo;
    const autorizaciones: string[] = [];
    for (const correo of correos) autorizaciones.push(await iniciarSesion(arrancado.url, correo, password));
    const [primera = ''] = autorizaciones;
    const plan: PlanCarga = {
      url: arrancado.url,
      authorization: primera,
      autorizaciones,
      metodo: 'GET',
      rutas: rutasDeApertura(),
      repetirRutas: true,
      conexiones: USUARIOS,
      segundos: SEGUNDOS,
      calentamientoSegundos: CALENTAMIENTO_SEGUNDOS,
    };
    const trabajo: PlanCarga = { ...plan, rutas: rutasDeTrabajo(centros) };
    console.info(`\n${USUARIOS} usuarios LABORATORIO, pausa ${PAUSA_MS} ms ± 50 %, ${SEGUNDOS} s; carga de la máquina (${cargaDeLaMaquina()})`);
    const muestras = `${formatearCantidad(MUESTRAS)} muestras`;
    const apertura = informar(`Lista del laboratorio, 1.ª página por estado · ${muestras}`, OBJETIVO_P95_MS, await cargar({ ...plan, pausaMs: PAUSA_MS }));
    const ordenada = informar(
      `Ordenada y filtrada (${trabajo.rutas.length} consultas) · ${muestras}`,
      OBJETIVO_P95_MS,
      await cargar({ ...trabajo, pausaMs: PAUSA_MS }),
    );
    informar('Ordenada y filtrada sin pausa (saturación)', null, await cargar(trabajo));
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return apertura && ordenada;
  } finally {
    await detenerApiHija(hijo);
    await database.drop();
  }
}

salirSegun(principal());
