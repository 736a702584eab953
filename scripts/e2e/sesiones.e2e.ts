import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { ADMIN, startSystem, type RunningSystem } from './support/running-system';
import { signIn } from './support/sign-in';

const LECTORA = { email: 'lectora.sesiones@registro.example', password: 'clave-inicial-de-lectora' };
const RESTABLECIDA = 'restablecida-por-el-administrador';
const ELEGIDA = 'la-clave-que-elige-la-lectora';
const BORRADOR = 'registro-lma:borrador:999:/registrar-paciente';

let system: RunningSystem;
let browser: Browser;

async function api<T>(token: string, method: string, ruta: string, cuerpo?: object): Promise<T> {
  const response = await fetch(`${system.url}${ruta}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
  });
  const texto = await response.text();
  assert.ok(response.ok, `${method} ${ruta}: ${response.status} ${texto}`);
  return JSON.parse(texto) as T;
}

before(async () => {
  system = await startSystem();
  browser = await launchChromium();
  const login = await fetch(`${system.url}/leucemiaAutenticacion/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const creada = await api<{ usuario_id: number }>(token, 'POST', '/leucemiaUsuarios/api/usuarios', {
    ...LECTORA,
    nombre: 'Lectora',
    apellidos: 'De Sesiones',
    rol: 'LECTURA',
  });
  // The administrator resets the password: the user must choose her own at the next sign-in.
  const leida = await api<{ hospitales: { hospital_id: number }[] }>(token, 'GET', `/leucemiaUsuarios/api/usuarios/${creada.usuario_id}`);
  await api(token, 'PUT', `/leucemiaUsuarios/api/usuarios/${creada.usuario_id}`, {
    ...leida,
    hospitales: leida.hospitales.map((h) => h.hospital_id),
    password: RESTABLECIDA,
  });
});

after(async () => {
  await browser?.close();
  await system?.stop();
});

test('una contraseña restablecida obliga a cambiarla al entrar; cerrar sesión invalida el token y borra los borradores', async () => {
  const page = await (await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' })).newPage();
  await signIn(page, system.url, LECTORA.email, RESTABLECIDA);
  await page.waitForURL((url) => url.pathname === '/cambiar-contrasena');
  await page.goto(`${system.url}/`);
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
  const conTokenViejo = await fetch(`${system.url}/leucemiaUsuarios/api/usuarios/usuario-token`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(conTokenViejo.status, 401);

  await signIn(page, system.url, LECTORA.email, ELEGIDA);
  await page.waitForURL((url) => url.pathname === '/');
  await page.context().close();
});
