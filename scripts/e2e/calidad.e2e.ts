// The data-quality loop: the coordinator filters the worklist to one centre's overdue follow-ups and opens a query
// for each; the centre's clinician sees them counted on the home page, records the missing follow-up and answers;
// the coordinator closes the query; the audit trail holds every step. Then a query on one field: the coordinator
// opens it on the form, the clinician reaches it from the home count, lands on the form at the field, corrects the
// value through the form and answers; the thread shows the value before and after; the coordinator closes it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { buscarFila, diagnosticoValido, ETAPA_DIAGNOSTICO, formularioPacienteDeEtapas, hoy, REGLA_CALIDAD, type Campo } from './support/dominio';
import { marcarCompleto } from './support/formulario-etapa';
import { entrada, rellenarCampo } from './support/rellenar-formulario';
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
const PREGUNTA_CAMPO = '¿Los leucocitos son los del hemograma del diagnóstico?';
const RESPUESTA_CAMPO = 'Corregidos según el hemograma del día del diagnóstico.';
const LEUCOCITOS = ETAPA_DIAGNOSTICO.campos.find((campo) => campo.name === 'leucocitos') as Campo;
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

/** The other overdue patient: its diagnosis is what the query on a field is about. */
const consultado = () => vencidos[1] ?? assert.fail('sin pacientes');
const ASUNTO_CAMPO = `${ETAPA_DIAGNOSTICO.titulo} · ${LEUCOCITOS.label}`;
/** The diagnosis form's block (the screen's own section is labelled by the same title, with the heading). */
const formularioDiagnostico = (page: Page) => page.getByRole('region', { name: ETAPA_DIAGNOSTICO.titulo, exact: true }).filter({ hasNot: page.getByRole('heading', { level: 1 }) });

/**
 * The worklist's «Consultas pendientes» link to the query on the leucocytes, which opens the form at the field:
 * focused where the user may edit it (the monitor reads the form, whose inputs take no focus).
 */
async function irAlCampoDesdeCalidad(page: Page, editable: boolean) {
  const pendientes = page.getByRole('list', { name: 'Consultas pendientes' });
  await pendientes.getByRole('link', { name: `${consultado().upn} · ${ASUNTO_CAMPO}` }).click();
  await page.waitForURL(new RegExp(`/diagnostico/${consultado().paciente_id}\\?formulario=diagnostico&registro=\\d+&campo=leucocitos$`));
  const campo = entrada(formularioDiagnostico(page), LEUCOCITOS);
  if (editable) await page.waitForFunction((elemento) => elemento === document.activeElement, await campo.elementHandle());
  else await campo.waitFor();
  return campo;
}

test('la coordinadora abre en el formulario una consulta sobre un campo', async () => {
  const page = await entrar(COORDINADOR);
  await page.goto(`${entorno.system.url}/diagnostico/${consultado().paciente_id}`);
  await entrada(formularioDiagnostico(page), LEUCOCITOS).waitFor();
  await formularioDiagnostico(page).getByRole('button', { name: 'Abrir consulta' }).click();
  const dialogo = page.getByRole('dialog', { name: `Abrir consulta: ${ETAPA_DIAGNOSTICO.titulo}` });
  await dialogo.waitFor();
  await dialogo.getByRole('combobox', { name: 'Campo' }).click();
  await page.getByRole('option', { name: LEUCOCITOS.label, exact: true }).click();
  await dialogo.getByRole('textbox', { name: /Texto de la consulta/ }).fill(PREGUNTA_CAMPO);
  await dialogo.getByRole('button', { name: 'Abrir consulta' }).click();
  await page.getByText('Consulta abierta.').waitFor();
  await page.getByRole('button', { name: `Consulta abierta sobre ${LEUCOCITOS.label}` }).waitFor();
  await page.context().close();
});

test('el clínico llega desde el recuento del inicio al campo, lo corrige en el formulario y responde; el hilo muestra antes → después', async () => {
  const page = await entrar(CLINICO);
  await page.getByRole('region', { name: 'Calidad de los datos' }).getByRole('link', { name: 'Consultas abiertas: 2' }).click();
  await page.waitForURL(`${entorno.system.url}/calidad`);
  const campo = await irAlCampoDesdeCalidad(page, true);
  await comprobarAccesibilidad(page, 'Formulario abierto en el campo consultado');

  await rellenarCampo(campo, LEUCOCITOS, 52.1);
  await marcarCompleto(formularioDiagnostico(page), ETAPA_DIAGNOSTICO, consultado().paciente_id);
  await page.getByRole('button', { name: `Consulta abierta sobre ${LEUCOCITOS.label}` }).click();
  const hilo = page.getByRole('dialog', { name: 'Consulta' });
  await hilo.getByText(PREGUNTA_CAMPO).waitFor();
  await hilo.getByRole('button', { name: 'Responder' }).click();
  const respuesta = page.getByRole('dialog', { name: 'Responder la consulta' });
  await respuesta.getByRole('textbox', { name: /Texto de la consulta/ }).fill(RESPUESTA_CAMPO);
  await respuesta.getByRole('button', { name: 'Responder' }).click();
  await page.getByText('Consulta respondida.').waitFor();
  await hilo.getByText('Valor corregido: 45,3 → 52,1').waitFor();
  await hilo.getByText(/^Respuesta · Clínico De Calidad \(Investigador clínico\) · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
  await comprobarAccesibilidad(page, 'Hilo con la corrección');
  await page.context().close();
});

test('la coordinadora cierra la consulta del campo y la auditoría muestra cada paso', async () => {
  const page = await entrar(COORDINADOR);
  await page.getByRole('link', { name: 'Calidad', exact: true }).click();
  await irAlCampoDesdeCalidad(page, false);
  await page.getByRole('button', { name: `Consulta respondida sobre ${LEUCOCITOS.label}` }).click();
  const hilo = page.getByRole('dialog', { name: 'Consulta' });
  await hilo.getByText('Valor corregido: 45,3 → 52,1').waitFor();
  await hilo.getByRole('button', { name: 'Cerrar consulta' }).click();
  await page.getByRole('dialog', { name: 'Cerrar la consulta' }).getByRole('button', { name: 'Cerrar consulta' }).click();
  await page.getByText('Consulta cerrada.').waitFor();
  await page.context().close();

  // The audit screen, filtered to the patient: the query's three steps and the correction of the diagnosis.
  const admin = await entrar(ADMIN);
  await admin.getByRole('link', { name: 'Auditoría' }).click();
  await admin.getByRole('table', { name: 'Registro de auditoría' }).waitFor();
  await admin.getByLabel('Paciente (UPN o identificador)').fill(consultado().upn);
  const filtrada = admin.waitForResponse((r) => r.url().includes('/leucemiaLogs/api/auditoria?') && r.url().includes(encodeURIComponent(consultado().upn)));
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  assert.equal((await filtrada).status(), 200);
  type Fila = { auditoria_id: number; accion: string; tabla: string; registro_id: string; cambios: unknown };
  const { items } = (await (await filtrada).json()) as { items: Fila[] };
  const campo = items.filter((fila) => fila.tabla === 'consulta' && ['CREAR', 'CAMBIO_ESTADO'].includes(fila.accion)).sort((a, b) => a.auditoria_id - b.auditoria_id);
  const ultima = campo.at(-1)?.registro_id;
  assert.deepEqual(
    campo.filter((fila) => fila.registro_id === ultima).map((fila) => fila.accion),
    ['CREAR', 'CAMBIO_ESTADO', 'CAMBIO_ESTADO'],
  );
  const filas = admin.getByRole('table', { name: 'Registro de auditoría' }).locator('tbody tr');
  await filas.first().waitFor();
  const textos = await filas.allInnerTexts();
  assert.ok(textos.filter((texto) => /Consulta/.test(texto)).length >= 3, textos.join('\n'));
  assert.ok(textos.some((texto) => texto.includes(ETAPA_DIAGNOSTICO.titulo)), textos.join('\n'));
  await comprobarAccesibilidad(admin, 'Auditoría del paciente consultado');
  await admin.context().close();
});
