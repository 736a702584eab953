import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** What the running system keeps answering: the API and the runtime config (scripts/serve/front-end.ts). */
function esDelServidor(pathname: string): boolean {
  return pathname.startsWith('/leucemia') || pathname === '/runtime-config.json';
}

/**
 * Serves the plain bundle in `carpeta` to the context on the running system's origin, so the API, the cookies and
 * the session work unchanged: files from the folder, any other path without extension gets index.html (the SPA
 * fallback of scripts/serve/front-end.ts), a missing file a 404.
 */
export async function servirSinFederacion(context: BrowserContext, url: string, carpeta: string): Promise<void> {
  const origen = new URL(url).origin;
  await context.route(
    (destino) => destino.origin === origen && !esDelServidor(destino.pathname),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const fichero = path.join(carpeta, path.normalize(decodeURIComponent(pathname)));
      if (fichero.startsWith(carpeta) && existsSync(fichero) && statSync(fichero).isFile()) return route.fulfill({ path: fichero });
      if (path.extname(pathname) === '') return route.fulfill({ path: path.join(carpeta, 'index.html') });
      return route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'No encontrado' });
    },
  );
}
