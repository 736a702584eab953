// Performance check of the clinical-stages issue: saving a complete diagnosis answers with p95 ≤ 50 ms at the API
// under 20 concurrent clinicians, from a separate load process, against the built system (run `pnpm build` first).
// Two loads: 20 clinicians, each on a connection of their own, saving a diagnosis then pausing BENCH_PAUSA_S
// seconds (default 2, ± 50 % so they drift apart as people do; a clinician fills a diagnosis in minutes, so this is
// already a worst case), which is what the target is checked against; and the same 20 connections with no pause at
// all (saturation), reported to show the throughput ceiling.
// Usage: pnpm bench:diagnostico (TEST_DATABASE_URL=postgres://… for a PostgreSQL server; BENCH_PACIENTES,
// BENCH_SEGUNDOS (saturation), BENCH_SEGUNDOS_CLINICOS, BENCH_CONEXIONES change the defaults). Exits non-zero when the target is missed.
// The fixture is read from shared's source: scripts does not depend on @registro-lma/shared.
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { iniciarSesion, pedirApi, registrarPacienteDeEtapas } from './cliente-api';
import type { MedidaCarga, PlanCarga } from './medidas-carga';
import { cargaDeLaMaquina, cargar, informar, salirSegun } from './proceso-carga';
import { arrancarSistemaSembrado, type SistemaSembrado } from './sistema-sembrado';

const PACIENTES = Number(process.env.BENCH_PACIENTES ?? 2_000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 12);
/** Long enough for a p95 of some 250 saves, not of the five slowest of a hundred. */
const SEGUNDOS_CLINICOS = Number(process.env.BENCH_SEGUNDOS_CLINICOS ?? 30);
const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 20);
const CALENTAMIENTO_SEGUNDOS = 2;
const SONDEO_SEGUNDOS = 3;
const PACIENTES_SONDEO = 25 * CONEXIONES;
const OBJETIVO_MS = 50;
const PAUSA_S = Number(process.env.BENCH_PAUSA_S ?? 2);
/** Patients registered for the measured run: its length at the probe's rate, times this (the warmer measured run saves faster). */
const MARGEN = 2;
const ALTAS_EN_PARALELO = 8;

const cuerpo = { modo: 'completo', datos: diagnosticoValido() };
const rutaDiagnostico = (pacienteId: number) => `/leucemia/api/pacientes/${pacienteId}/diagnostico`;

interface Clinico {
  url: string;
  authorization: string;
  hospitalId: number;
}

async function comoClinico(sistema: SistemaSembrado): Promise<Clinico> {
  const clinico = sistema.usuarios.find((usuario) => usuario.rol === 'CLINICO');
  const centro = sistema.centros.find((candidato) => candidato.codigo === clinico?.codigo_centro);
  if (!clinico || !centro) throw new Error('La siembra no creó un clínico con su centro.');
  return { url: sistema.url, authorization: await iniciarSesion(sistema.url, clinico.email, sistema.password), hospitalId: centro.hospital_id };
}

/** The diagnosis paths of `cantidad` new patients: each save of the load creates a diagnosis, so none needs a version. */
async function pacientesSinDiagnostico({ url, authorization, hospitalId }: Clinico, cantidad: number): Promise<string[]> {
  const inicio = performance.now();
  const rutas: string[] = [];
  let pendientes = cantidad;
  const registrar = async () => {
    while (pendientes > 0) {
      pendientes -= 1;
      rutas.push(rutaDiagnostico(await registrarPacienteDeEtapas(url, authorization, hospitalId)));
    }
  };
  await Promise.all(Array.from({ length: ALTAS_EN_PARALELO }, registrar));
  console.info(`${cantidad} pacientes registrados por la API en ${((performance.now() - inicio) / 1000).toFixed(1)} s.`);
  return rutas;
}

async function comprobarGuardado(clinico: Clinico): Promise<void> {
  const ruta = rutaDiagnostico(await registrarPacienteDeEtapas(clinico.url, clinico.authorization, clinico.hospitalId));
  const { estado, datos } = await pedirApi<{ estado_formulario: string }>(clinico.url, clinico.authorization, 'PUT', ruta, cuerpo);
  if (estado !== 201 || datos.estado_formulario !== 'COMPLETO') throw new Error(`PUT ${ruta}: ${estado} ${datos.estado_formulario}, se esperaba 201 COMPLETO.`);
  console.info(`Comprobación: PUT ${ruta} → ${estado}, ${datos.estado_formulario}.`);
}

function guardar(clinico: Clinico, rutas: string[], segundos: number, calentamientoSegundos: number, pausaMs?: number): Promise<MedidaCarga> {
  const plan: PlanCarga = { url: clinico.url, authorization: clinico.authorization, metodo: 'PUT', cuerpo, rutas, repetirRutas: false, conexiones: CONEXIONES, segundos, calentamientoSegundos };
  return cargar(pausaMs === undefined ? plan : { ...plan, pausaMs });
}

async function main(): Promise<boolean> {
  const sistema = await arrancarSistemaSembrado(PACIENTES);
  try {
    const clinico = await comoClinico(sistema);
    await comprobarGuardado(clinico);
    // The probe warms the server up for the measured run too; its own warm-up keeps the rate it reads from being a cold one.
    const sondeo = await guardar(clinico, await pacientesSinDiagnostico(clinico, PACIENTES_SONDEO), SONDEO_SEGUNDOS, CALENTAMIENTO_SEGUNDOS);
    if (sondeo.fallidas > 0) throw new Error(`El sondeo tuvo ${sondeo.fallidas} respuestas no 2xx o errores.`);
    console.info(`Sondeo (${SONDEO_SEGUNDOS} s tras ${CALENTAMIENTO_SEGUNDOS} s de calentamiento): ${sondeo.porSegundo.toFixed(0)} guardados/s.`);
    const rutas = await pacientesSinDiagnostico(clinico, Math.ceil(sondeo.porSegundo * SEGUNDOS * MARGEN));

    const ritmo = CONEXIONES / PAUSA_S;
    const rutasClinicos = await pacientesSinDiagnostico(clinico, Math.ceil(ritmo * SEGUNDOS_CLINICOS * MARGEN));
    console.info(`\n${CONEXIONES} clínicos, cada uno guarda un diagnóstico completo y hace una pausa de ${PAUSA_S} s (± 50 %; hasta ${ritmo} guardados/s), ${SEGUNDOS_CLINICOS} s; carga de la máquina (${cargaDeLaMaquina()})`);
    const clinicos = await guardar(clinico, rutasClinicos, SEGUNDOS_CLINICOS, 0, PAUSA_S * 1000);
    const cumple = informar(`Guardar diagnóstico · ${CONEXIONES} clínicos`, OBJETIVO_MS, clinicos);
    console.info(`${''.padEnd(38)} respuestas no 2xx o errores: ${clinicos.fallidas}`);

    console.info(`\nSaturación: ${CONEXIONES} conexiones sin pausa, ${SEGUNDOS} s; carga de la máquina (${cargaDeLaMaquina()})`);
    const medida = await guardar(clinico, rutas, SEGUNDOS, 0);
    informar('Guardar diagnóstico · saturación', null, medida);
    console.info(`${''.padEnd(38)} respuestas no 2xx o errores: ${medida.fallidas}`);
    if (medida.peticiones + medida.fallidas >= rutas.length) {
      console.info(`Se acabaron los pacientes a los ${(medida.peticiones / medida.porSegundo).toFixed(1)} s: las cifras valen, pero la carga duró menos.`);
    }
    // What any signed-in request costs under the same load: the part of the save's time that is not the save.
    const referencia: PlanCarga = { url: clinico.url, authorization: clinico.authorization, metodo: 'GET', rutas: ['/leucemia/api/pacientes/select/estados'], repetirRutas: true, conexiones: CONEXIONES, segundos: SEGUNDOS, calentamientoSegundos: CALENTAMIENTO_SEGUNDOS };
    const referenciaSinFallos = informar('Referencia: catálogo sin consulta', null, await cargar(referencia));
    console.info(`Carga de la máquina al terminar: ${cargaDeLaMaquina()}`);
    return cumple && referenciaSinFallos;
  } finally {
    await sistema.detener();
  }
}

salirSegun(main());
