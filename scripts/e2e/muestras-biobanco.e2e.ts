// The biobank's part of a sample's journey, in Chromium at a desktop width (1 400 px), on the patient's samples the
// clinician registered and the laboratory received (through the API): an entry opened by the UPN, its source sample
// chosen by its tube code, the aliquots registered; once the patient withdraws, the aliquots are listed to destroy and
// their destruction recorded, and a new entry is refused as soon as the patient is read. Every screen passes axe.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { comprobarAccesibilidad } from './support/accesibilidad';
import { llamarApi, tokenDe } from './support/api-directa';
import { avisoFueraDeLaCabecera } from './support/cabecera';
import { bloqueoDeMuestras, CAMPOS_BAJA_ALICUOTA, CAMPOS_BIOBANCO, MENSAJE_VERIFIQUE_CONSENTIMIENTO } from './support/dominio';
import {
  ALICUOTAS,
  BIOBANCO,
  CLINICO,
  entrar,
  FECHA_ENVIO,
  LABORATORIO,
  MUESTRA_ENSAYO,
  muestraEnviada,
  MUESTRAS,
  prepararRecorrido,
  type MuestraRecorrido,
  type PacienteRecorrido,
} from './support/recorrido-muestras';
import { rellenarSinPaneles } from './support/rellenar-formulario';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const entorno = usarSistemaYNavegador(async () => {
  paciente = await prepararRecorrido(entorno.system);
  muestra = await muestraEnviada(entorno.system, paciente);
  await llamarApi(entorno.system, await tokenDe(entorno.system, LABORATORIO), 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, {
    datos: { fecha_recepcion: FECHA_ENVIO, condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 },
  });
  deEnsayo = await llamarApi(entorno.system, await tokenDe(entorno.system, CLINICO), 'POST', MUESTRAS, {
    paciente_id: paciente.paciente_id,
    datos: { ...MUESTRA_ENSAYO, es_ensayo: true },
  });
});
let paciente: PacienteRecorrido;
let muestra: MuestraRecorrido;
let deEnsayo: MuestraRecorrido;
let biobanco: Page;

test('el biobanco abre una entrada por el UPN, elige la muestra de origen por su código y registra las alícuotas', async () => {
  biobanco = await entrar(entorno, BIOBANCO, '/biobanco');
  await biobanco.getByRole('heading', { level: 1, name: 'Biobanco' }).waitFor();
  await biobanco.getByText('No hay alícuotas pendientes de destruir o anonimizar.').waitFor();
  await comprobarAccesibilidad(biobanco, 'Lista del biobanco');

  const nueva = biobanco.getByRole('form', { name: 'Nueva entrada en el biobanco' });
  await nueva.getByRole('textbox', { name: 'UPN del paciente' }).fill(paciente.upn.toLowerCase());
  await nueva.getByRole('button', { name: 'Registrar entrada' }).click();
  await biobanco.waitForURL(`${entorno.system.url}/biobanco/${paciente.upn}/nuevo`);
  await biobanco.getByRole('heading', { name: `Nueva entrada en el biobanco · ${paciente.upn}` }).waitFor();
  const formulario = biobanco.locator('form');
  const origen = CAMPOS_BIOBANCO.find((campo) => campo.name === 'muestra_id');
  assert.ok(origen);
  // The source sample is chosen by its tube code, never by its database number (§0.4).
  const lista = formulario.getByRole('combobox', { name: new RegExp(`^${origen.label}`) });
  await lista.click();
  const opciones = biobanco.getByRole('listbox');
  assert.deepEqual(
    (await opciones.getByRole('option').allInnerTexts()).map((opcion) => opcion.split(' · ')[0] ?? '').filter((codigo) => codigo.startsWith(paciente.upn)).sort(),
    [muestra.codigo_muestra, deEnsayo.codigo_muestra],
  );
  await opciones.getByRole('option', { name: new RegExp(`^${muestra.codigo_muestra}`) }).click();
  // Gone from the page, not only hidden while it fades out.
  await biobanco.locator('[role="listbox"]').waitFor({ state: 'detached' });
  assert.ok(((await lista.textContent()) ?? '').startsWith(muestra.codigo_muestra), `muestra de origen: ${await lista.textContent()}`);
  await comprobarAccesibilidad(biobanco, 'Formulario de biobanco');
  // Left untouched, «Consentimiento verificado» says what to do (§5.5), not the generic «obligatorio».
  const { consentimiento_verificado, ...sinConsentimiento } = ALICUOTAS;
  await rellenarSinPaneles(formulario, CAMPOS_BIOBANCO, sinConsentimiento);
  await biobanco.getByRole('button', { name: 'Registrar entrada' }).click();
  await formulario.getByText(MENSAJE_VERIFIQUE_CONSENTIMIENTO).first().waitFor();
  await rellenarSinPaneles(formulario, CAMPOS_BIOBANCO, { consentimiento_verificado });

  const alta = biobanco.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/leucemia/api/biobanco/${paciente.upn}`);
  await biobanco.getByRole('button', { name: 'Registrar entrada' }).click();
  const respuesta = await alta;
  assert.equal(respuesta.status(), 201, await respuesta.text());
  const registro = (await respuesta.json()) as { identificador: string; codigo_muestra: string | null };
  assert.equal(registro.codigo_muestra, muestra.codigo_muestra);
  await avisoFueraDeLaCabecera(biobanco, `Entrada ${registro.identificador} registrada en el biobanco.`);
  await biobanco.waitForURL(`${entorno.system.url}/biobanco`);
  const fila = biobanco.getByRole('table', { name: 'Registros de biobanco' }).getByRole('row').filter({ hasText: registro.identificador });
  await fila.waitFor();
  for (const celda of [muestra.codigo_muestra, ALICUOTAS.codigo_biobanco, ALICUOTAS.ubicacion, 'Disponible']) await fila.getByRole('cell', { name: celda, exact: true }).waitFor();
});

test('retirado el paciente, el biobanco ve sus alícuotas entre las que destruir y registra su destrucción', async () => {
  const clinico = await tokenDe(entorno.system, CLINICO);
  const ruta = `/leucemia/api/pacientes/${paciente.paciente_id}`;
  const { version } = await llamarApi<{ version: number }>(entorno.system, clinico, 'GET', ruta);
  await llamarApi(entorno.system, clinico, 'PUT', `${ruta}/estado`, { estado: 'RETIRADO', estado_motivo: 'Revoca el consentimiento informado.', version });

  await biobanco.reload();
  const retiradas = biobanco.getByRole('table', { name: 'Alícuotas a destruir o anonimizar' });
  const fila = retiradas.getByRole('row').filter({ hasText: paciente.upn });
  await fila.waitFor();
  const identificador = (await fila.getByRole('cell').first().innerText()).trim();
  await fila.getByRole('button', { name: `Destruir o anonimizar ${identificador}` }).click();
  const baja = biobanco.getByRole('dialog', { name: `Destruir o anonimizar ${identificador}` });
  await rellenarSinPaneles(baja, CAMPOS_BAJA_ALICUOTA, { estado_alicuota: 'DESTRUIDA', motivo: 'Revocación del consentimiento.' });
  await baja.getByRole('button', { name: 'Registrar' }).click();
  await biobanco.getByText(`Destrucción de las alícuotas de ${identificador} registrada.`).waitFor();

  await biobanco.getByText('No hay alícuotas pendientes de destruir o anonimizar.').waitFor();
  const registro = biobanco.getByRole('table', { name: 'Registros de biobanco' }).getByRole('row').filter({ hasText: identificador });
  await registro.getByRole('cell', { name: 'Destruida', exact: true }).waitFor();

  // A new entry for the withdrawn patient is refused as soon as the patient is read, before anything is typed.
  await biobanco.goto(`${entorno.system.url}/biobanco/${paciente.upn}/nuevo`);
  await biobanco.getByText(bloqueoDeMuestras('RETIRADO') ?? 'G18', { exact: true }).waitFor();
  assert.equal(await biobanco.getByRole('button', { name: 'Registrar entrada' }).count(), 0);
  await biobanco.context().close();
});
