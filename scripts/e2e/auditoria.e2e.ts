import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { signIn } from './support/sign-in';

const entorno = usarSistemaYNavegador();

/** The export's columns (api/src/modules/auditoria/auditoria-csv.ts), `;`-separated after the UTF-8 BOM. */
const CABECERA_CSV = 'auditoria_id;fecha;usuario_id;usuario_email;usuario_nombre;rol;accion;tabla;registro_id;paciente_id;paciente_upn;motivo;antes;despues';

test('el administrador da de alta un centro y lo encuentra en el registro de auditoría, que exporta en CSV', async () => {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true });
  const admin = await context.newPage();
  await signIn(admin, entorno.system.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL(`${entorno.system.url}/`);

  await admin.getByRole('link', { name: 'Centros' }).click();
  await admin.getByRole('button', { name: 'Nuevo centro' }).click();
  await admin.getByLabel('Código del centro').fill('aud01');
  await admin.getByLabel('Nombre del centro').fill('Hospital de Auditoría');
  await admin.getByLabel('Ciudad').fill('Sevilla');
  await admin.getByRole('combobox', { name: 'Comunidad autónoma' }).click();
  await admin.getByRole('option', { name: 'Andalucía' }).click();
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByText('Centro creado.').waitFor();

  await admin.getByRole('link', { name: 'Auditoría' }).click();
  await admin.getByRole('heading', { name: 'Registro de auditoría' }).waitFor();
  await admin.getByRole('table', { name: 'Registro de auditoría' }).waitFor();
  await admin.getByRole('combobox', { name: 'Acción' }).click();
  await admin.getByRole('option', { name: 'Alta', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Tabla' }).click();
  await admin.getByRole('option', { name: 'Centro', exact: true }).click();
  const filtrada = admin.waitForResponse((r) => r.url().includes('/leucemiaLogs/api/auditoria?') && r.url().includes('accion=CREAR&tabla=hospital'));
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  assert.equal((await filtrada).status(), 200);

  const filas = admin.getByRole('table', { name: 'Registro de auditoría' }).locator('tbody tr').filter({ has: admin.getByRole('cell', { name: 'Alta', exact: true }) });
  await filas.first().waitFor();
  // Newest first: the centre just created.
  const fila = filas.first();
  await fila.getByRole('cell', { name: 'Centro', exact: true }).waitFor();
  assert.equal(await fila.getByRole('cell').nth(3).innerText(), 'Administrador');
  await fila.getByRole('button', { name: 'Ver los cambios' }).click();
  const cambios = admin.getByRole('table', { name: /^Cambios del registro \d+ de Centro$/ });
  await cambios.getByRole('row').filter({ hasText: 'Nombre del centro' }).filter({ hasText: 'Hospital de Auditoría' }).waitFor();

  const descarga = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Exportar CSV' }).click();
  const fichero = await descarga;
  assert.match(fichero.suggestedFilename(), /^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await fichero.path()) ?? '', 'utf8');
  const [cabecera, ...registros] = csv.replace(/^\uFEFF/, '').split('\r\n').filter((linea) => linea !== '');
  assert.equal(cabecera, CABECERA_CSV);
  assert.ok(registros.length >= 1, 'el CSV trae el alta del centro');
  assert.ok(registros.every((linea) => linea.includes(';CREAR;hospital;')), `solo altas de centros:\n${registros.join('\n')}`);
  assert.ok(registros.some((linea) => linea.includes('Hospital de Auditoría')));
  await context.close();
});
