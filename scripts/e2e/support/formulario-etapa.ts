// What the stage journey does with a stage's form: find it, fill it, wait for its computed values, mark it complete
// and check what the API stored.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { buscarFila, esVisible, normalizarRegistro, type Campo, type DefinicionEtapa, type Registro, type RegistroEtapa } from './dominio';
import { entrada, rellenarFormulario, type OpcionesRelleno } from './rellenar-formulario';

export const PACIENTES = '/leucemia/api/pacientes';

/** The title of the last panel a stored record shows: the last section with a field visible for its values. */
export function ultimaSeccion(etapa: DefinicionEtapa, registro: Registro): string {
  const visibles = new Set(etapa.campos.filter((campo) => esVisible(campo, registro)).map((campo) => campo.name));
  const conCampos = etapa.secciones.filter((seccion) => seccion.campos.some((nombre) => visibles.has(nombre)));
  return conCampos.at(-1)?.titulo ?? '';
}

/** The first input of a stage's form: the form is on screen when it is. */
export function primerCampo(formulario: Locator, etapa: DefinicionEtapa): Locator {
  const [campo] = etapa.campos as [Campo];
  return entrada(formulario, campo);
}

export async function valorDe(control: Locator): Promise<string> {
  return control.evaluate((nodo) => (nodo as HTMLInputElement).value);
}

/** What an input shows, as a user reads it. */
export async function textoMostrado(control: Locator, campo: Campo): Promise<string> {
  // The picker's sections carry invisible direction marks around the digits.
  if (campo.kind === 'date') return (await control.getByRole('spinbutton').allInnerTexts()).map((seccion) => seccion.replace(/\D/g, '')).join('/');
  if (campo.kind === 'enum') return (await control.innerText()).replace(/\u200b/g, '').trim();
  return valorDe(control);
}

export function textoEsperado(campo: Campo, valor: unknown): string {
  if (campo.kind === 'enum' && campo.catalogo !== undefined) return buscarFila(campo.catalogo, String(valor))?.etiqueta ?? '';
  if (campo.kind === 'date') return String(valor).split('-').reverse().join('/');
  return String(valor).replace('.', ',');
}

/** Waits until a read-only computed value shows `esperado` (it is recomputed just after each change). */
export async function esperarCalculado(formulario: Locator, etiqueta: string, esperado: string) {
  const page = formulario.page();
  const control = formulario.getByRole('textbox', { name: etiqueta, exact: true });
  const handle = await control.elementHandle();
  try {
    await page.waitForFunction(([nodo, texto]) => (nodo as HTMLInputElement).value === texto, [handle, esperado] as const, { timeout: 10_000 });
  } catch {
    assert.fail(`«${etiqueta}» muestra «${await valorDe(control)}», se esperaba «${esperado}»`);
  }
}

/**
 * «Marcar como completo» of one form: the save must reach the server (not stop at the form's error list) and come
 * back COMPLETO. Returns the stored record.
 */
export async function marcarCompleto(formulario: Locator, etapa: DefinicionEtapa, pacienteId: number): Promise<RegistroEtapa> {
  const page = formulario.page();
  const ruta = `${PACIENTES}/${pacienteId}/${etapa.rutaApi}`;
  const respuesta = page.waitForResponse((r) => ['PUT', 'POST'].includes(r.request().method()) && new URL(r.url()).pathname.startsWith(ruta));
  // Not awaited when the form stops the save itself: its time-out must not surface as an unhandled rejection.
  respuesta.catch(() => undefined);
  const errores = formulario.getByRole('alert', { name: 'Campos con errores' });
  // Each save says so: the message of this one is the next of its kind (an earlier one may still show).
  const avisos = page.getByText(`${etapa.titulo}: registro completo guardado.`, { exact: true });
  const antes = await avisos.count();
  // Filled in full, the form must leave saving free: a field in error would block it.
  if (await errores.isVisible()) assert.fail(`${etapa.titulo}: el formulario rellenado tiene errores: ${await errores.innerText()}`);
  await formulario.getByRole('button', { name: 'Marcar como completo' }).click();
  const primero = await Promise.race([respuesta, errores.waitFor().then(() => null, () => undefined)]);
  if (primero === null) assert.fail(`${etapa.titulo}: el formulario no deja guardar: ${await errores.innerText()}`);
  const guardado = await respuesta;
  const cuerpo = await guardado.text();
  assert.ok([200, 201].includes(guardado.status()), `${etapa.titulo}: ${guardado.status()} ${cuerpo}`);
  const registro = JSON.parse(cuerpo) as RegistroEtapa;
  assert.equal(registro.estado_formulario, 'COMPLETO');
  await avisos.nth(antes).waitFor();
  return registro;
}

/** Every value the fixture gives arrived as the API stores it (a switch left off is stored empty, not «No»). */
export function comprobarGuardado(etapa: DefinicionEtapa, esperado: Registro, registro: RegistroEtapa) {
  const { datos } = normalizarRegistro(etapa.campos, esperado, 'completo');
  for (const campo of etapa.campos) {
    if (!(campo.name in esperado)) continue;
    const guardado = registro.datos[campo.name] ?? null;
    if (campo.kind === 'boolean' && datos[campo.name] === false && guardado === null) continue;
    assert.deepEqual(guardado, datos[campo.name], `${etapa.titulo}: ${campo.name}`);
  }
}

/** Fills a stage's form as a clinician would and checks every value of the fixture had its input. */
export async function rellenar(formulario: Locator, etapa: DefinicionEtapa, registro: Registro, opciones: OpcionesRelleno = {}) {
  const omitidos = await rellenarFormulario(formulario, etapa, registro, opciones);
  assert.deepEqual(omitidos, [], `${etapa.titulo}: valores sin campo visible`);
}

/** Fills a stage's form, marks it complete and checks the API stored every value: the stored record. */
export async function completarFormulario(
  formulario: Locator,
  etapa: DefinicionEtapa,
  valores: Registro,
  pacienteId: number,
  opciones: OpcionesRelleno = {},
): Promise<RegistroEtapa> {
  await rellenar(formulario, etapa, valores, opciones);
  const registro = await marcarCompleto(formulario, etapa, pacienteId);
  comprobarGuardado(etapa, valores, registro);
  return registro;
}
