import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN } from './support/running-system';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';
import { llamarApi, tokenDe } from './support/api-directa';
import { signIn } from './support/sign-in';

const LECTORA = { email: 'lectora.sesiones@registro.example', password: 'clave-inicial-de-lectora' };
const RESTABLECIDA = 'restablecida-por-el-administrador';
const ELEGIDA = 'la-clave-que-elige-la-lectora';
const BORRADOR = 'registro-lma:borrador:999:/registrar-paciente';

const entorno = usarSistemaYNavegador(preparar);

async function preparar() {
  const token = await tokenDe(entorno.system, ADMIN);
  const creada = await llamarApi<{ usuario_id: number }>(entorno.system, token, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...LECTORA,
    nombre: 'Lectora',
    apellidos: 'De Sesiones',
    rol: 'LECTURA',
  });
  // The administrator resets the password: the user must choose her own at the next sign-in.
  const leida = await llamarApi<{ hospitales: { hospital_id: number }[] }>(entorno.system, token, 'GET', `/leucemiaUsuarios/api/usuarios/${creada.usuario_id}`);
  await llamarApi(entorno.system, token, 'PUT', `/leucemiaUsuarios/api/usuarios/${creada.usuario_id}`, {
    ...leida,
    hospitales: leida.hospitales.map((h) => h.hospital_id),
    password: RESTABLECIDA,
  });
}

test('una contraseña restablecida obliga a cambiarla al entrar; cerrar sesión invalida el token y borra los borradores', async () => {
  const page = await (await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' })).newPage();
  await signIn(page, entorno.system.url, LECTORA.email, RESTABLECIDA);
  await page.waitForURL((url) => url.pathname === '/cambiar-contrasena');
  await page.goto(`${entorno.system.url}/`);
  await page.waitForURL((url) => url.pathname === '/cambiar-contrasena');

  await page.getByLabel('Contraseña actual').fill(RESTABLECIDA);
  await page.getByLabel('Contraseña nueva').fill('Password12345');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('La contraseña es demasiado común: elija otra que no sea fácil de adivinar.').waitFor();
  await page.getByLabel('Contraseña nueva').fill(ELEGIDA);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Lectora De Sesiones').waitFor();

  await page.evaluate((clave) => window.localStorage.setItem(clave, JSON.stringify({ guardadoEn: new Date().toISOString(), datos: {} })), BORRADOR);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  assert.notEqual(token, '');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  assert.equal(await page.evaluate((clave) => window.localStorage.getItem(clave), BORRADOR), null);
  const conTokenViejo = await fetch(`${entorno.system.url}/leucemiaUsuarios/api/usuarios/usuario-token`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(conTokenViejo.status, 401);

  await signIn(page, entorno.system.url, LECTORA.email, ELEGIDA);
  await page.waitForURL((url) => url.pathname === '/');
  await page.context().close();
});
