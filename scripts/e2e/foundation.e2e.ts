import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { serveRemoteAlone } from './support/remote-server';
import { ADMIN, startSystem, type RunningSystem } from './support/running-system';
import { signIn } from './support/sign-in';

let system: RunningSystem;
let browser: Browser;
let samplesRemote: Awaited<ReturnType<typeof serveRemoteAlone>>;

before(async () => {
  samplesRemote = await serveRemoteAlone('mfe-samples');
  system = await startSystem({ REMOTE_SAMPLES_URL: samplesRemote.url });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await system?.stop();
  await samplesRemote?.stop().catch(() => undefined);
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  return context.newPage();
}

async function signedInAdmin(): Promise<Page> {
  const page = await newPage();
  await signIn(page, system.url, ADMIN.email, ADMIN.password);
  await page.waitForURL(`${system.url}/`);
  return page;
}

test('arrancado con PORT=0, el servidor anuncia el puerto que el sistema le dio y responde en él', async () => {
  const puerto = Number(new URL(system.url).port);
  assert.ok(puerto > 0, system.url);
  assert.equal((await fetch(`${system.url}/runtime-config.json`)).status, 200);
});

describe('acceso', () => {
  test('sin sesión, cualquier ruta lleva a /login sustituyendo la entrada del historial', async () => {
    const page = await newPage();
    await page.goto(`${system.url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto(`${system.url}/paciente/1`);
    await page.waitForURL((url) => url.pathname === '/login' && url.search !== '');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('destino'), '/paciente/1');
    assert.equal(await page.evaluate(() => history.length), entriesBefore + 1, 'la redirección no debe añadir entradas');
    await page.context().close();
  });

  test('una contraseña incorrecta muestra el mensaje en español', async () => {
    const page = await newPage();
    await signIn(page, system.url, ADMIN.email, 'contraseña-equivocada');
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await page.context().close();
  });

  test('el administrador entra, ve su nombre y rol, y cada navegación renueva el token', async () => {
    const page = await signedInAdmin();
    await page.getByText('Administrador').first().waitFor();
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/leucemiaUsuarios/api/usuarios/renovar-token')) renewals.push(request.url());
    });
    await page.getByRole('link', { name: 'Descargas' }).click();
    await page.waitForURL(`${system.url}/descargas`);
    await page.getByRole('heading', { level: 1, name: 'Descargas' }).waitFor();
    assert.ok(renewals.length >= 1, 'se esperaba una llamada a renovar-token al navegar');
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'token');
    assert.ok(token, 'falta la cookie token');
    assert.equal(token.sameSite, 'Strict');
    // host (layout), auth (login) and downloads share one session store instance
    assert.equal(await page.evaluate(() => (globalThis as { __registroLmaSessionStores?: unknown[] }).__registroLmaSessionStores?.length), 1);
    await page.context().close();
  });

  test('abrir /login desde otra página borra las cookies token y lista', async () => {
    const page = await signedInAdmin();
    await page.context().addCookies([{ name: 'lista', value: 'v1', url: system.url }]);
    await page.goto(`${system.url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    assert.ok(!names.includes('token') && !names.includes('lista'), `cookies restantes: ${names.join(', ')}`);
    await page.context().close();
  });
});

describe('rutas y estados de la aplicación', () => {
  test('una ruta desconocida muestra Page Not Found', async () => {
    const page = await signedInAdmin();
    await page.goto(`${system.url}/no-existe/de-verdad`);
    await page.getByText('Page Not Found').waitFor();
    await page.context().close();
  });

  test('el modo mantenimiento sustituye toda la aplicación y se retira sin reconstruir', async () => {
    const page = await newPage();
    await system.setRuntimeConfig({ maintenance: true });
    try {
      await page.goto(`${system.url}/login`);
      await page.getByRole('heading', { name: 'Mantenimiento en curso' }).waitFor();
      await page.getByText('Estamos realizando actualizaciones importantes. La plataforma estará disponible pronto.').waitFor();
      const alt = await page.getByRole('img').first().getAttribute('alt');
      assert.match(alt ?? '', /dos personas/i);
    } finally {
      await system.setRuntimeConfig({ maintenance: false });
    }
    await page.reload();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.context().close();
  });

  test('un remoto detenido muestra el aviso con reintento y el resto sigue funcionando', async () => {
    const page = await signedInAdmin();
    // A screen of the samples remote that needs no record: the laboratory worklist (ADMIN may open it).
    await page.goto(`${system.url}/laboratorio`);
    await page.getByRole('heading', { level: 1, name: 'Muestras del laboratorio' }).waitFor();
    await page.context().close();

    await samplesRemote.stop();
    const second = await signedInAdmin();
    await second.goto(`${system.url}/laboratorio`);
    await second.getByText('No se pudo cargar esta sección.').waitFor();
    await second.getByRole('button', { name: 'Reintentar' }).waitFor();
    await second.getByRole('link', { name: 'Descargas' }).click();
    await second.getByRole('heading', { level: 1, name: 'Descargas' }).waitFor();
    await second.context().close();
  });
});
