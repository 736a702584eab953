import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page, Request } from 'playwright-core';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { signIn } from './support/sign-in';

const PACIENTES = '/leucemia/api/pacientes';
const FECHA_FUTURA = 'La fecha no puede ser posterior a la fecha actual.';
const CONFLICTO = 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.';
const OTRA_PESTANA = 'Cambio guardado desde la otra pestaña.';
const CLINICO_A = { email: 'clinico.a@hospital-a.example', password: 'clave-clinico-a-2026' };
const CLINICO_B = { email: 'clinico.b@hospital-b.example', password: 'clave-clinico-b-2026' };

const entorno = usarSistemaYNavegador(preparar);
/** Clinician A's tab: it registers the patient and is the first to open the edit form in the conflict. */
let clinicoA: Page;
/** Every POST that registers a patient, as the browser sent it. */
const altas: Request[] = [];
let paciente: { id: number; upn: string };

async function crearCentroYClinico(token: string, codigo: string, clinico: typeof CLINICO_A) {
  const hospitalId = await crearCentro(entorno.system, token, codigo, `Hospital ${codigo}`);
  await llamarApi(entorno.system, token, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...clinico,
    nombre: 'Clínico',
    apellidos: `Centro ${codigo}`,
    rol: 'CLINICO',
    hospitales: [hospitalId],
  });
}

async function preparar() {
  const token = await tokenDe(entorno.system, ADMIN);
  await crearCentroYClinico(token, 'HCA01', CLINICO_A);
  await crearCentroYClinico(token, 'HCB02', CLINICO_B);
}

async function signedIn(usuario: typeof CLINICO_A): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, usuario.email, usuario.password);
  await page.waitForURL(`${entorno.system.url}/`);
  return page;
}

const fechaPicker = (page: Page, etiqueta: string) => page.getByRole('group', { name: new RegExp(`^${etiqueta}`) });
/** The wrapper that carries the input's visual state and holds its message. */
const campoFecha = (page: Page, etiqueta: string) => page.locator('[data-estado]').filter({ has: fechaPicker(page, etiqueta) });

/** Types DD/MM/AAAA into a MUI date picker with the keyboard, from its day section. */
async function escribirFecha(page: Page, etiqueta: string, ddmmaaaa: string) {
  await fechaPicker(page, etiqueta).getByRole('spinbutton', { name: 'Día' }).click();
  await page.keyboard.type(ddmmaaaa.replaceAll('/', ''));
}

async function elegir(page: Page, etiqueta: string, opcion: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${etiqueta}`) }).click();
  await page.getByRole('option', { name: opcion, exact: typeof opcion === 'string' }).click();
}

/** The red of the palette's error colour, whatever its exact shade. */
async function esRojo(elemento: Locator): Promise<boolean> {
  const color = await elemento.evaluate((nodo) => getComputedStyle(nodo).color);
  const [r = 0, g = 255, b = 255] = (color.match(/\d+/g) ?? []).map(Number);
  return r > 150 && g < 100 && b < 100;
}

async function abrirEdicion(page: Page) {
  await page.goto(`${entorno.system.url}/registrar-paciente/${paciente.id}`);
  await page.getByRole('heading', { name: `Editar paciente ${paciente.upn}` }).waitFor();
  await page.getByRole('textbox', { name: 'Médico responsable' }).waitFor();
}

test('una fecha de nacimiento futura se marca en rojo, entra en la lista de errores y bloquea el guardado', async () => {
  clinicoA = await signedIn(CLINICO_A);
  clinicoA.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === PACIENTES) altas.push(request);
  });
  // The list settles first: when empty it offers a second «Registrar paciente» below the heading's.
  await clinicoA.getByText('Todavía no hay pacientes registrados en sus centros.').waitFor();
  await clinicoA.getByRole('link', { name: 'Registrar paciente' }).first().click();
  await clinicoA.waitForURL(`${entorno.system.url}/registrar-paciente`);
  await clinicoA.getByRole('heading', { name: 'Registrar paciente' }).waitFor();
  assert.match((await clinicoA.getByRole('combobox', { name: /^Centro/ }).textContent()) ?? '', /^HCA01 · /);

  await elegir(clinicoA, 'Sexo', 'Mujer');
  await escribirFecha(clinicoA, 'Fecha de nacimiento', `01/01/${new Date().getFullYear() + 1}`);
  await escribirFecha(clinicoA, 'Fecha de diagnóstico', '10/01/2025');
  await elegir(clinicoA, 'Entidad', /^Leucemia mieloide aguda \(no/);
  await elegir(clinicoA, 'Consentimiento informado', 'Firmado');
  await escribirFecha(clinicoA, 'Fecha de firma del consentimiento', '15/01/2025');
  await elegir(clinicoA, 'Consiente el uso de muestras', 'Sí');
  await elegir(clinicoA, '¿Participa en algún ensayo clínico\\?', 'No');
  await clinicoA.getByRole('textbox', { name: 'Médico responsable' }).fill('Dra. Alonso');

  const nacimiento = campoFecha(clinicoA, 'Fecha de nacimiento');
  const mensaje = nacimiento.getByText(FECHA_FUTURA, { exact: true });
  await mensaje.waitFor();
  assert.equal(await nacimiento.getAttribute('data-estado'), 'error');
  assert.equal(await fechaPicker(clinicoA, 'Fecha de nacimiento').getAttribute('aria-invalid'), 'true');
  assert.ok(await esRojo(mensaje), 'el mensaje del campo debe verse en rojo');
  const lista = clinicoA.getByRole('alert', { name: 'Campos con errores' });
  const entradas = await lista.getByRole('listitem').allInnerTexts();
  assert.ok(entradas.includes(`Fecha de nacimiento: ${FECHA_FUTURA}`), `lista de errores: ${entradas.join(' | ')}`);
  for (const nombre of ['Guardar y completar', 'Guardar borrador']) {
    assert.ok(await clinicoA.getByRole('button', { name: nombre }).isDisabled(), `«${nombre}» debe estar bloqueado`);
  }
  // Enter submits nothing either (the form prevents it); the next test counts every POST that did reach the server.
  await clinicoA.getByRole('textbox', { name: 'Médico responsable' }).press('Enter');
  assert.equal(altas.length, 0);
});

test('corregida la fecha, se guarda completo con UPN notificado y la búsqueda de inicio lo encuentra', async () => {
  await escribirFecha(clinicoA, 'Fecha de nacimiento', '12/04/1958');
  await clinicoA.getByRole('alert', { name: 'Campos con errores' }).waitFor({ state: 'detached' });
  assert.equal(await campoFecha(clinicoA, 'Fecha de nacimiento').getAttribute('data-estado'), 'correcto');

  const respuesta = clinicoA.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === PACIENTES);
  await clinicoA.getByRole('button', { name: 'Guardar y completar' }).click();
  const creado = (await (await respuesta).json()) as { paciente_id: number; upn: string; fecha_nacimiento: string };
  assert.equal(altas.length, 1, 'solo el guardado corregido llega al servidor');
  assert.equal(creado.fecha_nacimiento, '1958-04-12');
  assert.match(creado.upn, /^LMA-\d{6}$/);
  paciente = { id: creado.paciente_id, upn: creado.upn };
  await clinicoA.getByText(`Paciente registrado con UPN ${paciente.upn}.`, { exact: true }).waitFor();
  await clinicoA.waitForURL(`${entorno.system.url}/paciente/${paciente.id}`);
  await clinicoA.getByRole('heading', { name: `Paciente ${paciente.upn}` }).waitFor();

  await clinicoA.goto(`${entorno.system.url}/`);
  await clinicoA.getByRole('combobox', { name: 'Buscar por UPN' }).fill(paciente.upn.slice(-4));
  await clinicoA.getByRole('option', { name: new RegExp(`^${paciente.upn}`) }).click();
  await clinicoA.waitForURL(`${entorno.system.url}/paciente/${paciente.id}`);
  await clinicoA.getByRole('heading', { name: `Paciente ${paciente.upn}` }).waitFor();
});

test('dos pestañas editan a la vez: la segunda en guardar ve el conflicto y recupera lo que escribió', async () => {
  await abrirEdicion(clinicoA);
  const otra = await signedIn(CLINICO_A);
  await abrirEdicion(otra);
  await otra.getByRole('textbox', { name: 'Observaciones' }).fill(OTRA_PESTANA);
  await otra.getByRole('button', { name: 'Guardar cambios' }).click();
  await otra.getByText('Datos del paciente guardados.', { exact: true }).waitFor();
  await otra.waitForURL(`${entorno.system.url}/paciente/${paciente.id}`);
  await otra.context().close();

  const medico = clinicoA.getByRole('textbox', { name: 'Médico responsable' });
  await medico.fill('Dra. Conflicto');
  const rechazo = clinicoA.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${PACIENTES}/${paciente.id}`);
  await clinicoA.getByRole('button', { name: 'Guardar cambios' }).click();
  assert.equal((await rechazo).status(), 409);
  const dialogo = clinicoA.getByRole('dialog', { name: 'Conflicto de versiones' });
  await dialogo.getByText(CONFLICTO, { exact: true }).waitFor();
  await dialogo.getByRole('button', { name: 'Recargar datos' }).click();

  // The record is read again: the other tab's change shows, and what was typed waits to be put back.
  await clinicoA.getByText('Se han cargado los datos actuales del paciente. Lo que usted escribió se conserva como borrador local.').waitFor();
  const observaciones = clinicoA.getByRole('textbox', { name: 'Observaciones' });
  assert.equal(await observaciones.inputValue(), OTRA_PESTANA);
  assert.equal(await medico.inputValue(), 'Dra. Alonso');
  await clinicoA.getByRole('button', { name: 'Recuperar lo que escribió' }).click();
  assert.equal(await medico.inputValue(), 'Dra. Conflicto');
  assert.equal(await observaciones.inputValue(), OTRA_PESTANA, 'recuperar lo escrito no debe deshacer lo que guardó la otra pestaña');

  const guardado = clinicoA.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${PACIENTES}/${paciente.id}`);
  await clinicoA.getByRole('button', { name: 'Guardar cambios' }).click();
  const final = await guardado;
  assert.equal(final.status(), 200);
  const registro = (await final.json()) as { medico_responsable: string; observaciones: string };
  assert.deepEqual([registro.medico_responsable, registro.observaciones], ['Dra. Conflicto', OTRA_PESTANA]);
  await clinicoA.waitForURL(`${entorno.system.url}/paciente/${paciente.id}`);
});

test('un clínico de otro centro ve «Acceso no permitido» y ningún dato del paciente', async () => {
  const ajeno = await signedIn(CLINICO_B);
  const pantallas: [ruta: string, mensaje: string][] = [
    [`/paciente/${paciente.id}`, 'No tiene permisos para ver este paciente.'],
    [`/registrar-paciente/${paciente.id}`, 'No tiene permisos para editar este paciente.'],
  ];
  for (const [ruta, mensaje] of pantallas) {
    const lectura = ajeno.waitForResponse((r) => new URL(r.url()).pathname === `${PACIENTES}/${paciente.id}`);
    await ajeno.goto(`${entorno.system.url}${ruta}`);
    assert.equal((await lectura).status(), 403);
    await ajeno.getByRole('heading', { name: 'Acceso no permitido' }).waitFor();
    await ajeno.getByText(mensaje, { exact: true }).waitFor();
    const texto = await ajeno.locator('body').innerText();
    assert.ok(!texto.includes(paciente.upn), `${ruta} muestra el UPN`);
    assert.equal(await ajeno.getByLabel('Datos del paciente').count(), 0, `${ruta} muestra la cabecera del paciente`);
    assert.equal(await ajeno.getByRole('textbox', { name: 'Médico responsable' }).count(), 0, `${ruta} muestra el formulario`);
  }
  await ajeno.context().close();
  await clinicoA.context().close();
});
