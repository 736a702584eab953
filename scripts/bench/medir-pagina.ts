import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { CookieSesion } from './cookie-sesion';

/** The JavaScript of one first visit: every file of type script the browser downloaded. */
export interface PesoJs {
  peticiones: number;
  /** Uncompressed bodies. */
  bytes: number;
  /** Each file compressed on its own with gzip -9, then added up: what a compressing server could send at best. */
  gzip: number;
  /** What crossed the network for those files (CDP `encodedDataLength`: body as sent, plus headers). */
  red: number;
}

export interface PaginaMedible {
  ruta: string;
  /** Present for a signed-in visit: the cookie is in the browser before the page loads, as after an earlier visit. */
  sesion?: CookieSesion;
  /** Resolves once the page shows what the user came for. */
  lista(page: Page): Promise<void>;
}

/** The page has made no request for this long: what it loads afterwards is no longer part of showing it. */
const QUIETUD_MS = 500;
const PLAZO_MS = 60_000;

interface Descarga {
  url: string;
  cuerpo: Buffer;
  red: number;
}

/** Follows the page's requests through CDP: which are in flight, and the scripts with their bodies. */
function seguirRed(cdp: CDPSession) {
  const enVuelo = new Set<string>();
  const scripts = new Map<string, string>();
  const descargas: Promise<Descarga>[] = [];
  const fallidas: string[] = [];
  let ultimoCambio = performance.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    enVuelo.add(requestId);
    ultimoCambio = performance.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    enVuelo.delete(requestId);
    ultimoCambio = performance.now();
    const url = scripts.get(requestId);
    if (url === undefined) return;
    descargas.push(
      cdp.send('Network.getResponseBody', { requestId }).then(({ body, base64Encoded }) => ({
        url,
        cuerpo: Buffer.from(body, base64Encoded ? 'base64' : 'utf8'),
        red: encodedDataLength,
      })),
    );
  });
  cdp.on('Network.loadingFailed', ({ requestId, type, errorText }) => {
    enVuelo.delete(requestId);
    ultimoCambio = performance.now();
    if (type === 'Script') fallidas.push(`${requestId}: ${errorText}`);
  });
  return {
    async quieta(): Promise<void> {
      const plazo = performance.now() + PLAZO_MS;
      while (enVuelo.size > 0 || performance.now() - ultimoCambio < QUIETUD_MS) {
        if (performance.now() > plazo) throw new Error(`La red no quedó quieta en ${PLAZO_MS / 1000} s (${enVuelo.size} peticiones en curso).`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async peso(): Promise<PesoJs> {
      if (fallidas.length > 0) throw new Error(`Fallaron scripts de la página: ${fallidas.join('; ')}`);
      const todas = await Promise.all(descargas);
      return {
        peticiones: todas.length,
        bytes: todas.reduce((suma, { cuerpo }) => suma + cuerpo.length, 0),
        gzip: todas.reduce((suma, { cuerpo }) => suma + gzipSync(cuerpo, { level: 9 }).length, 0),
        red: todas.reduce((suma, { red }) => suma + red, 0),
      };
    },
  };
}

/**
 * A first visit to `pagina` in a fresh context with the browser cache disabled, until it is shown and the network is
 * quiet. `preparar` may change how the context is served (the plain bundle) before the visit.
 */
export async function medirPagina(
  browser: Browser,
  url: string,
  pagina: PaginaMedible,
  preparar: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<PesoJs> {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    await preparar(context);
    if (pagina.sesion) await context.addCookies([pagina.sesion]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const red = seguirRed(cdp);
    const errores: string[] = [];
    page.on('pageerror', (error) => errores.push(error.message));
    page.on('console', (mensaje) => {
      if (mensaje.type() === 'error') errores.push(mensaje.text().split('\n')[0] ?? '');
    });
    await page.goto(`${url}${pagina.ruta}`);
    try {
      await pagina.lista(page);
    } catch (error) {
      // What the user saw and what the page complained about say more than a locator's time-out.
      const texto = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 160);
      throw new Error(`${pagina.ruta} no se mostró: «${texto}»; errores: ${errores.slice(0, 3).join(' | ') || 'ninguno'}`, { cause: error });
    }
    // A redirect (to /login, for a session the page refused) would measure another page.
    const final = new URL(page.url()).pathname;
    if (final !== pagina.ruta) throw new Error(`${pagina.ruta} acabó en ${final}.`);
    await red.quieta();
    return await red.peso();
  } finally {
    await context.close();
  }
}
