import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  buscarFila,
  consolidacionValida,
  formularioPacienteDeEtapas,
  diagnosticoValido,
  ETAPA_CONSOLIDACION,
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_MUERTE,
  ETAPA_REC_RES_1,
  ETAPA_RECAIDA,
  ETAPA_SEGUIMIENTO,
  ETAPA_TRASPLANTE,
  ETIQUETA_ESTADO_ETAPA,
  induccionIntensivaValida,
  muerteValida,
  recaidaValida,
  rescateValido,
  seguimientoValido,
  trasplanteValido,
  type Campo,
  type Registro,
  type DefinicionEtapa,
} from './support/dominio';
import {
  comprobarGuardado,
  completarFormulario,
  esperarCalculado,
  marcarCompleto,
  PACIENTES,
  primerCampo,
  rellenar,
  textoEsperado,
  textoMostrado,
  ultimaSeccion,
} from './support/formulario-etapa';
import { entrada, rellenarCampo } from './support/rellenar-formulario';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { signIn } from './support/sign-in';

const CLINICO = { email: 'clinica.etapas@hospital-e.example', password: 'clave-clinica-etapas-2026' };
const RIESGO_ELN = 'Riesgo genético ELN 2022 (calculado)';
const FALTAN_ELN = 'Datos que faltan para el riesgo ELN';
const ANTES_DEL_DIAGNOSTICO = 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).';
const COMPLETO = ETIQUETA_ESTADO_ETAPA.COMPLETO;

const entorno = usarSistemaYNavegador(preparar);
let page: Page;
let token: string;
let paciente: { id: number; upn: string };
/** Milliseconds from the click on the timeline to the stage's form on screen, by screen and moment. */
const aperturas: Record<string, string[]> = {};

async function preparar() {
  // The set-up (centre, clinician, patient) is not what this file tests: it goes through the API.
  const admin = await tokenDe(entorno.system, ADMIN);
  const hospitalId = await crearCentro(entorno.system, admin, 'HET01', 'Hospital de Etapas', { ciudad: 'Sevilla', comunidad_autonoma: 'AN' });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...CLINICO,
    nombre: 'Clínica',
    apellidos: 'Etapas',
    rol: 'CLINICO',
    hospitales: [hospitalId],
  });
  token = await tokenDe(entorno.system, CLINICO);
  const creado = await llamarApi<{ paciente_id: number; upn: string }>(entorno.system, token, 'POST', PACIENTES, formularioPacienteDeEtapas(hospitalId));
  paciente = { id: creado.paciente_id, upn: creado.upn };
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, entorno.system.url, CLINICO.email, CLINICO.password);
  await page.waitForURL(`${entorno.system.url}/`);
}

after(async () => {
  const filas = Object.entries(aperturas).map(([pantalla, tiempos]) => `${pantalla}: ${tiempos.join('; ')}`);
  if (filas.length > 0) console.info(`Apertura de cada pantalla desde la ficha:\n  ${filas.join('\n  ')}`);
});

/** One stage's block on its screen: the section named as the stage, not the screen's own (which holds the h1). */
function bloque(titulo: string): Locator {
  return page.getByRole('region', { name: titulo, exact: true }).filter({ hasNot: page.getByRole('heading', { level: 1 }) });
}

const enlaceFicha = (etiqueta: string) => page.getByRole('link', { name: new RegExp(`^\\d+\\. ${etiqueta}`) });

async function irAFicha() {
  await page.goto(`${entorno.system.url}/paciente/${paciente.id}`);
  await page.getByRole('heading', { name: `Paciente ${paciente.upn}` }).waitFor();
}

/**
 * Opens a stage screen from the patient's timeline and times it until each of `hitos` (what must show, by name) is
 * on screen, in order.
 */
async function abrirDesdeFicha(etiqueta: string, ruta: string, hitos: Readonly<Record<string, Locator>>) {
  await irAFicha();
  const enlace = enlaceFicha(etiqueta);
  await enlace.waitFor();
  const inicio = Date.now();
  await enlace.click();
  for (const [hito, listo] of Object.entries(hitos)) {
    await listo.waitFor();
    (aperturas[etiqueta] ??= []).push(`${hito} ${Date.now() - inicio} ms`);
  }
  assert.equal(new URL(page.url()).pathname, `/${ruta}/${paciente.id}`);
}

/** «Añadir» on a repeatable stage, then its new row filled and marked complete: the row's region and the stored record. */
async function anadirRegistro(anadir: Locator, etapa: DefinicionEtapa, valores: Registro) {
  await anadir.click();
  const nuevo = page.getByRole('region', { name: `Nuevo registro: ${etapa.titulo}` });
  return { nuevo, guardado: await completarFormulario(nuevo, etapa, valores, paciente.id) };
}

test('diagnóstico completo: el riesgo ELN 2022 calculado cambia en vivo con NPM1, FLT3-ITD y TP53', async () => {
  const formulario = bloque(ETAPA_DIAGNOSTICO.titulo);
  await abrirDesdeFicha('Diagnóstico', 'diagnostico', { vacía: primerCampo(formulario, ETAPA_DIAGNOSTICO) });
  await esperarCalculado(formulario, RIESGO_ELN, 'No evaluable (faltan datos)');

  const valido = diagnosticoValido();
  await rellenar(formulario, ETAPA_DIAGNOSTICO, valido, {
    despuesDe: {
      // Normal karyotype, no fusion transcripts: the risk still waits for the molecular results.
      kmt2a_ptd: async () => {
        await esperarCalculado(formulario, RIESGO_ELN, 'No evaluable (faltan datos)');
        await formulario.getByRole('textbox', { name: FALTAN_ELN, exact: true }).waitFor();
      },
      npm1: () => esperarCalculado(formulario, RIESGO_ELN, 'No evaluable (faltan datos)'),
      // NPM1 mutated without FLT3-ITD is favourable only once TP53 is known not to be mutated (eln2022-risk.md §4.3).
      flt3_itd: () => esperarCalculado(formulario, RIESGO_ELN, 'No evaluable (faltan datos)'),
      tp53: () => esperarCalculado(formulario, RIESGO_ELN, 'Favorable'),
    },
  });
  await esperarCalculado(formulario, RIESGO_ELN, 'Favorable');
  // What is missing shows only while the risk cannot be evaluated (its «visible si»).
  assert.equal(await formulario.getByRole('textbox', { name: FALTAN_ELN, exact: true }).count(), 0);

  const flt3 = ETAPA_DIAGNOSTICO.campos.find((campo) => campo.name === 'flt3_itd') as Campo;
  const molecular = formulario.getByRole('group', { name: 'Biología molecular', exact: true });
  await rellenarCampo(entrada(molecular, flt3), flt3, 'POSITIVO');
  await esperarCalculado(formulario, RIESGO_ELN, 'Intermedio');
  await rellenarCampo(entrada(molecular, flt3), flt3, 'NEGATIVO');
  await esperarCalculado(formulario, RIESGO_ELN, 'Favorable');

  const registro = await marcarCompleto(formulario, ETAPA_DIAGNOSTICO, paciente.id);
  comprobarGuardado(ETAPA_DIAGNOSTICO, valido, registro);
  assert.equal(registro.datos.riesgo_global_calculado, 'FAVORABLE');
  const fish = registro.datos.diagnostico_fish as Registro[];
  assert.deepEqual(
    fish.map((fila) => [fila.fish_sonda, fila.fish_resultado]),
    [['FISH_KMT2A', 'NEGATIVO']],
  );
});

test('inducción intensiva en remisión completa', async () => {
  const formulario = bloque(ETAPA_INDUCCION.titulo);
  await abrirDesdeFicha('Inducción', 'induccion', { vacía: primerCampo(formulario, ETAPA_INDUCCION) });
  await completarFormulario(formulario, ETAPA_INDUCCION, induccionIntensivaValida(), paciente.id);
});

test('dos ciclos de consolidación añadidos en la pantalla, numerados por fecha', async () => {
  const consolidacion = bloque(ETAPA_CONSOLIDACION.titulo);
  const anadir = consolidacion.getByRole('button', { name: 'Añadir consolidación' });
  await abrirDesdeFicha('Consolidación', 'consolidacion', { 'sin registros (botón Añadir)': anadir });
  const ciclos = [
    consolidacionValida(),
    consolidacionValida({ cons_fecha_inicio: '2024-04-10', cons_fecha_fin: '2024-04-14', cons_emr_fecha: '2024-05-05' }),
  ];
  for (const ciclo of ciclos) {
    const { nuevo } = await anadirRegistro(anadir, ETAPA_CONSOLIDACION, ciclo);
    await nuevo.waitFor({ state: 'detached' });
  }
  for (const titulo of ['Consolidación 1 · 01/03/2024', 'Consolidación 2 · 10/04/2024']) {
    const fila = consolidacion.getByRole('button', { name: new RegExp(`^${titulo}`) });
    await fila.getByText(COMPLETO, { exact: true }).waitFor();
  }
});

test('un trasplante alogénico', async () => {
  const trasplante = bloque(ETAPA_TRASPLANTE.titulo);
  const anadir = trasplante.getByRole('button', { name: 'Añadir trasplante' });
  await abrirDesdeFicha('Trasplante', 'trasplante', { 'sin registros (botón Añadir)': anadir });
  await anadirRegistro(anadir, ETAPA_TRASPLANTE, trasplanteValido());
});

test('una recaída y su primera línea de rescate', async () => {
  const recaidas = bloque(ETAPA_RECAIDA.titulo);
  const anadir = recaidas.getByRole('button', { name: 'Añadir recaída' });
  await abrirDesdeFicha('Recaída', 'recaida', { 'sin registros (botón Añadir)': anadir });
  const { guardado: guardada } = await anadirRegistro(anadir, ETAPA_RECAIDA, recaidaValida());

  // The rescue line points at that relapse, offered by its number and date.
  const rescate = bloque(ETAPA_REC_RES_1.titulo);
  await primerCampo(rescate, ETAPA_REC_RES_1).waitFor();
  const linea = rescateValido({ rr_recaida_id: guardada.registro_id });
  await completarFormulario(rescate, ETAPA_REC_RES_1, linea, paciente.id, { etiquetas: { rr_recaida_id: 'Recaída 1 (01/09/2024)' } });
});

test('la muerte', async () => {
  const formulario = bloque(ETAPA_MUERTE.titulo);
  await abrirDesdeFicha('Muerte', 'muerte', { vacía: primerCampo(formulario, ETAPA_MUERTE) });
  const valida = muerteValida({ muerte_fecha: '2024-12-01' });
  const fase = ETAPA_MUERTE.campos.find((campo) => campo.name === 'muerte_fase') as Campo;
  // A relapse (01/09/2024) precedes death and no rescue line is ongoing: the dictionary suggests relapse/progression.
  const sugerida = fase.kind === 'enum' && fase.catalogo !== undefined ? buscarFila(fase.catalogo, 'RECAIDA_PROGRESION')?.etiqueta : undefined;
  assert.ok(sugerida);
  await completarFormulario(formulario, ETAPA_MUERTE, valida, paciente.id, {
    despuesDe: {
      muerte_fecha: async () => {
        await esperarCalculado(formulario, 'Fase sugerida', sugerida);
        await entrada(formulario, fase).filter({ hasText: sugerida }).waitFor();
      },
    },
  });
});

test('la ficha muestra cada etapa registrada como completa, y cada pantalla se vuelve a abrir con sus datos', async () => {
  await irAFicha();
  const completas = ['Diagnóstico', 'Inducción', 'Consolidación', 'Trasplante', 'Recaída', 'Tratamientos de rescate', 'Muerte'];
  for (const etiqueta of completas) await enlaceFicha(etiqueta).getByText(COMPLETO, { exact: true }).waitFor();
  for (const etiqueta of ['Post-consolidación', 'Seguimiento']) {
    await enlaceFicha(etiqueta).getByText(ETIQUETA_ESTADO_ETAPA.SIN_INICIAR, { exact: true }).waitFor();
  }

  const pantallas: [etiqueta: string, ruta: string, etapa: DefinicionEtapa, guardado: Registro][] = [
    ['Diagnóstico', 'diagnostico', ETAPA_DIAGNOSTICO, diagnosticoValido()],
    ['Inducción', 'induccion', ETAPA_INDUCCION, induccionIntensivaValida()],
    ['Consolidación', 'consolidacion', ETAPA_CONSOLIDACION, consolidacionValida({ cons_fecha_inicio: '2024-04-10' })],
    ['Trasplante', 'trasplante', ETAPA_TRASPLANTE, trasplanteValido()],
    ['Recaída', 'recaida', ETAPA_RECAIDA, recaidaValida()],
    ['Muerte', 'muerte', ETAPA_MUERTE, muerteValida({ muerte_fecha: '2024-12-01' })],
  ];
  for (const [etiqueta, ruta, etapa, guardado] of pantallas) {
    const formulario = bloque(etapa.titulo);
    // The last row of a repeatable stage opens expanded: its form is the one that shows, with its values at once.
    const [campo] = etapa.campos as [Campo];
    const control = entrada(formulario, campo).last();
    // The form paints its first panels at once and the others just after: the last one closes the form.
    const ultimo = formulario.getByRole('group', { name: ultimaSeccion(etapa, guardado), exact: true }).last();
    await abrirDesdeFicha(etiqueta, ruta, { 'con datos, primer panel': control, 'formulario entero': ultimo });
    assert.equal(await textoMostrado(control, campo), textoEsperado(campo, guardado[campo.name]), `${etiqueta}: ${campo.label}`);
  }
});

test('una fecha anterior al diagnóstico se rechaza en el formulario y en el servidor', async () => {
  const seguimiento = bloque(ETAPA_SEGUIMIENTO.titulo);
  const anadir = seguimiento.getByRole('button', { name: 'Añadir seguimiento' });
  await abrirDesdeFicha('Seguimiento', 'seguimiento', { 'sin registros (botón Añadir)': anadir });
  const envios: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(`${PACIENTES}/${paciente.id}/seguimiento`)) envios.push(request.url());
  });
  await anadir.click();
  const nuevo = page.getByRole('region', { name: 'Nuevo registro: Seguimiento' });
  const fechaContacto = ETAPA_SEGUIMIENTO.campos.find((campo) => campo.name === 'seg_fecha') as Campo;
  const fecha = entrada(nuevo, fechaContacto);
  await rellenarCampo(fecha, fechaContacto, '2024-01-10');

  // The wrapper carries the input's visual state and holds its message (the inner locator is relative to it).
  const envoltorio = nuevo.locator('[data-estado]').filter({ has: page.getByRole('group', { name: fechaContacto.label, exact: true }) });
  const mensaje = envoltorio.getByText(ANTES_DEL_DIAGNOSTICO, { exact: true });
  await mensaje.waitFor();
  assert.equal(await envoltorio.getAttribute('data-estado'), 'error');
  assert.equal(await fecha.getAttribute('aria-invalid'), 'true');
  const color = await mensaje.evaluate((nodo) => getComputedStyle(nodo).color);
  const [r = 0, g = 255, b = 255] = (color.match(/\d+/g) ?? []).map(Number);
  assert.ok(r > 150 && g < 100 && b < 100, `el mensaje debe verse en rojo (${color})`);
  const lista = nuevo.getByRole('alert', { name: 'Campos con errores' });
  const entradas = await lista.getByRole('listitem').allInnerTexts();
  assert.ok(entradas.includes(`${fechaContacto.label}: ${ANTES_DEL_DIAGNOSTICO}`), `lista de errores: ${entradas.join(' | ')}`);
  for (const nombre of ['Guardar borrador', 'Marcar como completo']) {
    assert.ok(await nuevo.getByRole('button', { name: nombre }).isDisabled(), `«${nombre}» debe estar bloqueado`);
  }
  assert.deepEqual(envios, []);

  // The API refuses it too when the browser is bypassed, with the same message, and stores nothing.
  const response = await fetch(`${entorno.system.url}${PACIENTES}/${paciente.id}/seguimiento`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ modo: 'completo', datos: seguimientoValido({ seg_fecha: '2024-01-10' }) }),
  });
  assert.equal(response.status, 400);
  const { errores } = (await response.json()) as { errores: Record<string, string> };
  assert.equal(errores.seg_fecha, ANTES_DEL_DIAGNOSTICO);
  // A stage without records answers 404.
  const contactos = await fetch(`${entorno.system.url}${PACIENTES}/${paciente.id}/seguimiento`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(contactos.status, 404);
});
