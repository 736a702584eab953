import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { RespuestaMutaciones, RespuestaSupervivencia } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { MUESTRAS, RECEPCION_CORRECTA, RESULTADO_NGS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { fisherBilateral, log2OddsRatio } from './fisher-exacta-statistic';

const PANEL = '/leucemiaDescargas/api/panel/mutaciones';

let admin: TestSession;
let propio = 0;
let ajeno = 0;

const variante = (gen: string, tipo_variante: string, vaf_pct: number, clasificacion = 'PATOGENICA') => ({ gen, hgvs_c: 'c.1A>G', tipo_variante, vaf_pct, clasificacion });

/** A patient of `centro` whose received sample has an NGS result over NPM1, FLT3 and TP53 with these variants. */
async function conNgs(app: FastifyInstance, centro: number, variantes: ReturnType<typeof variante>[], estado_ngs = variantes.length === 0 ? 'SIN_VARIANTES' : 'CON_VARIANTES') {
  const paciente = await registrarPacienteConMuestras(app, admin, centro);
  const muestra = await registrarMuestra(app, admin, paciente.paciente_id);
  const laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  assert.equal((await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA })).statusCode, 200);
  const ngs = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
    muestra_id: muestra.muestra_id,
    datos: { ...RESULTADO_NGS, genes_estudiados: ['NPM1', 'FLT3', 'TP53'], estado_ngs, ngs_variante: variantes },
  });
  assert.equal(ngs.statusCode, 200, ngs.body);
}

const api = usarApiDePrueba(async (app) => {
  propio = await crearCentro(app, 'MUTP');
  ajeno = await crearCentro(app, 'MUTA');
  admin = await signIn(app, 'ADMIN');
  await conNgs(app, propio, [variante('NPM1', 'FRAMESHIFT', 35), variante('FLT3', 'ITD', 20)]);
  await conNgs(app, propio, [variante('NPM1', 'FRAMESHIFT', 40), variante('FLT3', 'TKD', 10), variante('FLT3', 'ITD', 5)]);
  await conNgs(app, propio, [variante('NPM1', 'FRAMESHIFT', 30)]);
  await conNgs(app, propio, [variante('TP53', 'MISSENSE', 60), variante('FLT3', 'MISSENSE', 12, 'VUS')]);
  await conNgs(app, propio, []);
  await conNgs(app, ajeno, [variante('NPM1', 'FRAMESHIFT', 45)]);
  // A patient whose only result failed studied no gene, and a patient without NGS: neither is in the landscape.
  await conNgs(app, ajeno, [], 'FALLIDO');
  await registrarPacienteConMuestras(app, admin, propio);
});

async function panel(sesion: TestSession, consulta = ''): Promise<RespuestaMutaciones> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RespuestaMutaciones>();
}

test('el paisaje mutacional: frecuencia por gen, VAF, OncoPrint ordenado como cBioPortal y pares con la prueba de Fisher', async () => {
  const todo = await panel(admin);
  assert.equal(todo.incluye_vus, false);
  assert.equal(todo.pacientes, 6);
  assert.deepEqual(todo.genes.map(({ gen, mutados, estudiados, frecuencia }) => ({ gen, mutados, estudiados, frecuencia })), [
    { gen: 'NPM1', mutados: 4, estudiados: 6, frecuencia: 4 / 6 },
    { gen: 'FLT3', mutados: 2, estudiados: 6, frecuencia: 2 / 6 },
    { gen: 'TP53', mutados: 1, estudiados: 6, frecuencia: 1 / 6 },
  ]);
  // The quartiles as R's quantile (type 7) gives them.
  for (const [gen, vaf] of [['NPM1', [30, 35, 40, 45]], ['FLT3', [20, 10, 5]]] as const) {
    const r = execFileSync('Rscript', ['-e', `cat(sprintf("%.17g", quantile(c(${vaf.join(', ')}))), sep = "\\n")`], { encoding: 'utf8' }).trim().split('\n').map(Number);
    const deR = { n: vaf.length, minimo: r[0], q1: r[1], mediana: r[2], q3: r[3], maximo: r[4] };
    assert.deepEqual(todo.genes.find((g) => g.gen === gen)!.vaf, deR, gen);
  }
  assert.deepEqual(todo.oncoprint!.genes, ['NPM1', 'FLT3', 'TP53']);
  // Identical columns come as one, with how many patients it stands for.
  assert.deepEqual(todo.oncoprint!.columnas, [
    { celdas: ['FRAMESHIFT', 'MULTIPLE', ''], pacientes: 1 },
    { celdas: ['FRAMESHIFT', 'ITD', ''], pacientes: 1 },
    { celdas: ['FRAMESHIFT', '', ''], pacientes: 2 },
    { celdas: ['', '', 'MISSENSE'], pacientes: 1 },
    { celdas: ['', '', ''], pacientes: 1 },
  ]);
  const par = todo.pares.find((p) => p.gen_a === 'NPM1' && p.gen_b === 'FLT3')!;
  assert.deepEqual({ ...par, q: undefined }, {
    gen_a: 'NPM1',
    gen_b: 'FLT3',
    ambos: 2,
    solo_a: 2,
    solo_b: 0,
    ninguno: 2,
    log2_or: log2OddsRatio(2, 2, 0, 2),
    p: fisherBilateral(2, 2, 0, 2),
    q: undefined,
    tendencia: 'COOCURRENCIA',
  });
  assert.equal(todo.pares.length, 3);
  assert.equal(todo.prueba_pares, 'fisher_bilateral');

  const conVus = await panel(admin, '?vus=SI');
  assert.equal(conVus.incluye_vus, true);
  assert.deepEqual(conVus.genes.find((g) => g.gen === 'FLT3')!.mutados, 3);
  assert.deepEqual((await panel(admin, `?hospitales=${ajeno}`)).genes.map((g) => g.gen), ['NPM1']);
});

test('las curvas por gen reparten a los mismos pacientes que el paisaje: mutados, y no mutados de los que lo estudiaron (un resultado fallido no cuenta)', async () => {
  const genes = (await panel(admin)).genes;
  for (const gen of ['NPM1', 'FLT3', 'TP53']) {
    const response = await requestAs(api.app, admin, 'GET', `/leucemiaDescargas/api/panel/supervivencia?desenlace=OS&grupo=gen:${gen}`);
    assert.equal(response.statusCode, 200, response.body);
    const grupos = Object.fromEntries(response.json<RespuestaSupervivencia>().grupos.map((g) => [g.grupo, g.n]));
    const delPaisaje = genes.find((g) => g.gen === gen)!;
    assert.deepEqual(grupos, { MUTADO: delPaisaje.mutados, NO_MUTADO: Number(delPaisaje.estudiados) - Number(delPaisaje.mutados) }, gen);
  }
});

test('el paisaje mutacional: el clínico ve su centro, LECTURA ve «<5» sin OncoPrint, laboratorio y biobanco no acceden', async () => {
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  assert.equal((await panel(clinico)).pacientes, 5);
  assert.equal((await requestAs(api.app, clinico, 'GET', `${PANEL}?hospitales=${ajeno}`)).statusCode, 403);
  const lectura = await panel(await signIn(api.app, 'LECTURA'));
  assert.equal(lectura.oncoprint, null);
  assert.deepEqual(lectura.genes[0], { gen: 'NPM1', mutados: '<5', estudiados: 6, frecuencia: null, vaf: null });
  assert.ok(lectura.pares.every((p) => p.p === null && p.log2_or === null));
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', PANEL)).statusCode, 403, rol);
  }
  assert.equal((await requestAs(api.app, admin, 'GET', `${PANEL}?vus=QUIZA`)).statusCode, 400);
});
