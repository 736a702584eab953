// The data-quality loop: the coordinator filters the worklist to one centre's overdue follow-ups and opens a query
// for each; the centre's clinician sees them counted on the home page, records the missing follow-up and answers;
// the coordinator closes the query; the audit trail holds every step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { buscarFila, diagnosticoValido, formularioPacienteDeEtapas, hoy, REGLA_CALIDAD } from './support/dominio';
import { ADMIN } from './support/running-system';
import { signIn } from './support/sign-in';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const COORDINADOR = { email: 'monitora.calidad@registro.example', password: 'clave-monitora-2026' };
const CLINICO = { email: 'clinico.calidad@registro.example', password: 'clave-clinico-2026' };
const PACIENTES = '/leucemia/api/pacientes';
const SEGUIMIENTO_VENCIDO = buscarFila(REGLA_CALIDAD, 'SEGUIMIENTO_VENCIDO')?.etiqueta ?? '';
const ASUNTO = `Registro del paciente · ${SEGUIMIENTO_VENCIDO}`;
const PREGUNTA = 'No consta ningún contacto en el último año: registre el seguimiento.';
const RESPUESTA = 'Registrado el seguimiento de hoy en consulta.';
/** A follow-up visit today, disease not evaluated (no remission on record to refer to). */
const CONTACTO_DE_HOY = { seg_fecha: hoy(), seg_tipo_contacto: 'CONSULTA', seg_estado_enfermedad: 'NO_EVALUADO', seg_tratamiento_actual: 'NINGUNO', seg_ecog: '1' };

const entorno = usarSistemaYNavegador(preparar);
let centro: { id: number; etiqueta: string };
/** The centre's patients diagnosed in January 2024 (the diagnosis recorded) and not seen since: both overdue. */
let vencidos: { paciente_id: number; upn: string }[];
let corregido: { paciente_id: number; upn: string };

async function preparar() {
  const admin = await tokenDe(entorno.system, ADMIN);
  const id = await crearCentro(entorno.system, admin, 'HCQ01', 'Hospital de la calidad');
  centro = { id, etiqueta: 'HCQ01 · Hospital de la calidad' };
  const otro = await crearCentro(entorno.system, admin, 'HCQ02', 'Hospital vecino');
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...COORDINADOR, nombre: 'Monitora', apellidos: 'De Calidad', rol: 'COORDINADOR' });
  await llamarApi(entorno.system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', { ...CLINICO, nombre: 'Clínico', apellidos: 'De Calidad', rol: 'CLINICO', hospitales: [id] });
  const clinico = await tokenDe(entorno.system, CLINICO);
  vencidos = [];
  for (const sexo of ['MUJER', 'HOMBRE']) {
    const paciente = await llamarApi<{ paciente_id: number; upn: string }>(entorno.system, clinico, 'POST', PACIENTES, formularioPacienteDeEtapas(id, { sexo }));
    await llamarApi(entorno.system, clinico, 'PUT', `${PACIENTES}/${paciente.paciente_id}/diagnostico`, { modo: 'completo', datos: diagnosticoValido() });
    vencidos.push(paciente);
  }
  corregido = vencidos[0] ?? assert.fail('sin pacientes');
  // Another centre's overdue patient, which the centre filter leaves out.
  await llamarApi(entorno.system, admin, 'POST', PACIENTES, formularioPacienteDeEtapas(otro));
}

async function entrar(usuario: { email: string; password: string }): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, usuario.email, usuario.password);
  await page.waitForURL(`${entorno.system.url}/`);
  return page;
}

async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByRole('combobox', { name: etiqueta }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** Opens the patient's page and the thread of its query from the «Consultas» section. */
async function abrirHilo(page: Page) {
  await page.getByRole('heading', { level: 1, name: `Paciente ${corregido.upn}` }).waitFor();
  const seccion = page.getByRole('region', { name: 'Consultas' });
  await seccion.getByRole('button', { name: `Ver la consulta sobre ${ASUNTO}` }).click();
  const hilo = page.getByRole('dialog', { name: 'Consulta' });
  await hilo.getByText(PREGUNTA).waitFor();
  return hilo;
}

test('la coordinadora filtra los seguimientos vencidos de un centro y abre una consulta por línea', async () => {
  const page = await entrar(COORDINADOR);
  await page.getByRole('link', { name: 'Calidad', exact: true }).click();
  await page.waitForURL(`${entorno.system.url}/calidad`);
  await page.getByRole('heading', { level: 1, name: 'Calidad de los datos' }).waitFor();

  await elegir(page, 'Problema', SEGUIMIENTO_VENCIDO);
  await elegir(page, 'Centro', centro.etiqueta);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const tabla = page.getByRole('table', { name: 'Calidad de los datos' });
  const bloque = page.getByRole('button', { name: 'Abrir consultas para las 2 líneas filtradas' });
  await bloque.waitFor();
  const upns = (await tabla.getByRole('row').allInnerTexts()).slice(1).map((fila) => fila.split('\t')[1]?.trim());
  assert.deepEqual(upns.sort(), vencidos.map((paciente) => paciente.upn).sort());
  assert.ok((await tabla.getByRole('row').nth(1).innerText()).includes('Investigador clínico'));
  await comprobarAccesibilidad(page, 'Lista de calidad filtrada');

  await bloque.click();
  const dialogo = page.getByRole('dialog', { name: 'Abrir consultas en bloque' });
  await dialogo.getByText('cada una de las 2 líneas filtradas', { exact: false }).waitFor();
  await dialogo.getByRole('textbox', { name: /Texto de la consulta/ }).fill(PREGUNTA);
  await dialogo.getByRole('button', { name: 'Abrir 2 consultas' }).click();
  await page.getByText('Se han abierto 2 consultas.').waitFor();
  await page.context().close();
});

test('el clínico del centro ve el recuento en el inicio, registra el seguimiento y responde la consulta', async () => {
  const page = await entrar(CLINICO);
  const tarjeta = page.getByRole('region', { name: 'Calidad de los datos' });
  await tarjeta.getByRole('link', { name: 'Consultas abiertas: 2' }).waitFor();
  await tarjeta.getByRole('link', { name: `${SEGUIMIENTO_VENCIDO}: 2` }).click();
  await page.waitForURL(`${entorno.system.url}/calidad?regla=SEGUIMIENTO_VENCIDO`);
  await page.getByRole('table', { name: 'Calidad de los datos' }).getByRole('link', { name: corregido.upn }).click();
  await page.waitForURL(`${entorno.system.url}/seguimiento/${corregido.paciente_id}`);
  await page.getByRole('heading', { level: 1, name: 'Seguimiento' }).waitFor();

  // The correction: today's follow-up visit (the stage's form is what etapas.e2e tests: here it goes through the API).
  const token = await tokenDe(entorno.system, CLINICO);
  await llamarApi(entorno.system, token, 'POST', `${PACIENTES}/${corregido.paciente_id}/seguimiento`, { modo: 'completo', datos: CONTACTO_DE_HOY });

  await page.getByRole('link', { name: 'Ver ficha del paciente' }).click();
  const hilo = await abrirHilo(page);
  await comprobarAccesibilidad(page, 'Hilo de la consulta');
  await hilo.getByRole('button', { name: 'Responder' }).click();
  const respuesta = page.getByRole('dialog', { name: 'Responder la consulta' });
  await respuesta.getByRole('textbox', { name: /Texto de la consulta/ }).fill(RESPUESTA);
  await respuesta.getByRole('button', { name: 'Responder' }).click();
  await page.getByText('Consulta respondida.').waitFor();
  await hilo.getByText(RESPUESTA).waitFor();
  await hilo.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('region', { name: 'Consultas' }).getByText(`Respuesta: ${RESPUESTA}`).waitFor();
  await comprobarAccesibilidad(page, 'Ficha del paciente con consultas');
  await page.context().close();
});

test('la coordinadora cierra la consulta respondida y la auditoría guarda cada paso', async () => {
  const page = await entrar(COORDINADOR);
  await page.goto(`${entorno.system.url}/paciente/${corregido.paciente_id}`);
  const hilo = await abrirHilo(page);
  await hilo.getByText(RESPUESTA).waitFor();
  await hilo.getByRole('button', { name: 'Cerrar consulta' }).click();
  const cierre = page.getByRole('dialog', { name: 'Cerrar la consulta' });
  await cierre.getByRole('button', { name: 'Cerrar consulta' }).click();
  await page.getByText('Consulta cerrada.').waitFor();
  await hilo.getByText('Cerrada', { exact: true }).waitFor();
  await page.context().close();

  const admin = await tokenDe(entorno.system, ADMIN);
  type Fila = { auditoria_id: number; accion: string; tabla: string; registro_id: string; cambios: unknown };
  const { items } = await llamarApi<{ items: Fila[] }>(entorno.system, admin, 'GET', `/leucemiaLogs/api/auditoria?paciente=${encodeURIComponent(corregido.upn)}&tamano=200`);
  const pasos = items
    .filter((fila) => fila.tabla === 'consulta' && fila.accion !== 'VER' && fila.accion !== 'LISTAR')
    .sort((a, b) => a.auditoria_id - b.auditoria_id)
    .map((fila) => [fila.accion, ['ABIERTA', 'RESPONDIDA', 'CERRADA'].find((estado) => JSON.stringify(fila.cambios).includes(`"${estado}"`)) ?? null]);
  assert.deepEqual(pasos.map(([accion]) => accion), ['CREAR', 'CAMBIO_ESTADO', 'CAMBIO_ESTADO'], JSON.stringify(pasos));
  assert.ok(items.some((fila) => fila.tabla === 'seguimiento' && fila.accion === 'CREAR'), 'falta la corrección en la auditoría');

  // The follow-up recorded takes the patient off the overdue lines; the other patient stays.
  const coordinadora = await tokenDe(entorno.system, COORDINADOR);
  const lista = await llamarApi<{ items: { upn: string }[] }>(entorno.system, coordinadora, 'GET', `/leucemia/api/calidad?regla=SEGUIMIENTO_VENCIDO&hospital_id=${centro.id}`);
  assert.deepEqual(lista.items.map((linea) => linea.upn), [vencidos[1]?.upn]);
});
