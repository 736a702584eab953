import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { crearCentro, llamarApi, tokenDe } from './support/api-directa';
import { formularioPacienteDeEtapas } from './support/dominio';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { signIn } from './support/sign-in';

const entorno = usarSistemaYNavegador();

async function newPage(): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  return context.newPage();
}

test('el administrador crea un centro y un clínico, que entra y no ve la administración', async () => {
  const admin = await newPage();
  await signIn(admin, entorno.system.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL(`${entorno.system.url}/`);

  await admin.getByRole('link', { name: 'Centros' }).click();
  await admin.getByRole('button', { name: 'Nuevo centro' }).click();
  await admin.getByLabel('Código del centro').fill('h-1');
  await admin.getByLabel('Nombre del centro').click();
  await admin.getByText('Formato no válido.', { exact: true }).waitFor();
  await admin.getByLabel('Código del centro').fill('hgm01');
  await admin.getByLabel('Nombre del centro').fill('Hospital General de Prueba');
  await admin.getByLabel('Ciudad').fill('Madrid');
  await admin.getByRole('combobox', { name: 'Comunidad autónoma' }).click();
  await admin.getByRole('option', { name: 'Comunidad de Madrid' }).click();
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByText('Centro creado.').waitFor();
  await admin.getByRole('cell', { name: 'HGM01', exact: true }).waitFor();

  await admin.getByRole('link', { name: 'Usuarios' }).click();
  await admin.getByRole('button', { name: 'Nuevo usuario' }).click();
  await admin.getByLabel('Correo electrónico (usuario)').fill('Clinica.Prueba@Hospital.example');
  await admin.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
  await admin.getByLabel('Apellidos').fill('Martín Prueba');
  await admin.getByRole('combobox', { name: 'Rol' }).click();
  await admin.getByRole('option', { name: 'Investigador clínico' }).click();
  await admin.getByLabel('Contraseña').fill('clave-clinica-2026');
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByText('Un investigador clínico debe estar asignado al menos a un centro.').first().waitFor();
  await admin.getByRole('combobox', { name: 'Centros' }).click();
  await admin.getByRole('option', { name: /HGM01/ }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByRole('cell', { name: 'clinica.prueba@hospital.example', exact: true }).waitFor();
  await admin.getByRole('button', { name: 'Cerrar sesión' }).click();
  await admin.waitForURL((url) => url.pathname === '/login');
  await admin.context().close();

  const clinica = await newPage();
  await signIn(clinica, entorno.system.url, 'clinica.prueba@hospital.example', 'clave-clinica-2026');
  await clinica.waitForURL(`${entorno.system.url}/`);
  await clinica.getByText('Lucía Martín Prueba').waitFor();
  await clinica.getByText('Investigador clínico').waitFor();
  await clinica.getByText('HGM01').waitFor();
  assert.equal(await clinica.getByRole('link', { name: 'Usuarios' }).count(), 0);
  await clinica.goto(`${entorno.system.url}/admin/usuarios`);
  await clinica.getByText('No tiene permisos para realizar esta acción.').waitFor();
  await clinica.context().close();
});

test('un laboratorio que el administrador añade se ofrece en el formulario de muestra; desactivado, ya no', async () => {
  const token = await tokenDe(entorno.system, ADMIN);
  const hospitalId = await crearCentro(entorno.system, token, 'HLB01', 'Hospital de los laboratorios');
  const paciente = await llamarApi<{ paciente_id: number }>(entorno.system, token, 'POST', '/leucemia/api/pacientes', formularioPacienteDeEtapas(hospitalId));
  const admin = await newPage();
  await signIn(admin, entorno.system.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL(`${entorno.system.url}/`);
  // The laboratories offered once the catalogue in force has arrived (the form starts with the built-in ones).
  const laboratorios = async () => {
    const leido = admin.waitForResponse((respuesta) => new URL(respuesta.url()).pathname === '/leucemiaLibrerias/api/library/laboratorio');
    await admin.goto(`${entorno.system.url}/registrar-muestra/paciente/${paciente.paciente_id}`);
    await leido;
    await admin.getByRole('combobox', { name: /^Laboratorio de destino/ }).click();
    await admin.getByRole('option').first().waitFor();
    const opciones = await admin.getByRole('option').allInnerTexts();
    await admin.keyboard.press('Escape');
    return opciones;
  };
  assert.ok(!(await laboratorios()).includes('Laboratorio de hematología del e2e'));

  await admin.goto(`${entorno.system.url}/admin/catalogos`);
  await admin.getByRole('tab', { name: 'Laboratorios' }).click();
  await admin.getByRole('button', { name: 'Nuevo código' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Nuevo código: Laboratorios' });
  await dialogo.getByRole('textbox', { name: /^Código/ }).fill('LAB_E2E');
  await dialogo.getByRole('textbox', { name: /^Etiqueta/ }).fill('Laboratorio de hematología del e2e');
  await dialogo.getByRole('combobox', { name: /^Estudios que realiza/ }).click();
  await admin.getByRole('option', { name: 'Secuenciación masiva (NGS)' }).click();
  await admin.keyboard.press('Escape');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByRole('cell', { name: 'LAB_E2E', exact: true }).waitFor();
  assert.ok((await laboratorios()).includes('Laboratorio de hematología del e2e'));

  await admin.goto(`${entorno.system.url}/admin/catalogos`);
  await admin.getByRole('button', { name: 'Desactivar LAB_E2E' }).click();
  await admin.getByRole('dialog', { name: 'Desactivar código' }).getByRole('button', { name: 'Desactivar' }).click();
  await admin.getByRole('button', { name: 'Reactivar LAB_E2E' }).waitFor();
  assert.ok(!(await laboratorios()).includes('Laboratorio de hematología del e2e'));
  await admin.context().close();
});
