// Bytes of JavaScript a browser downloads to show the login page (raw and gzip), from the built
// system as `pnpm start` serves it. Usage: pnpm --filter @registro-lma/scripts exec tsx bench/login-page-weight.ts
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/browser';
import { startSystem } from '../e2e/support/running-system';

const system = await startSystem();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body());
  });
  const started = performance.now();
  await page.goto(`${system.url}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  const visibleMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const bodies = [...scripts.values()];
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0);
  console.info(`Página de acceso: ${bodies.length} ficheros JS, ${(raw / 1024).toFixed(0)} KiB sin comprimir, ${(gzip / 1024).toFixed(0)} KiB gzip; formulario visible en ${visibleMs.toFixed(0)} ms (primera carga, sin caché).`);
} finally {
  await browser.close();
  await system.stop();
}
