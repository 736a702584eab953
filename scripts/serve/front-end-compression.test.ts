import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerFrontEnd } from './front-end';

// A fake repository with what `pnpm run build` leaves in each dist folder: text files and their .br/.gz twins.
const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Registro LMA</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const FILES: Record<string, string> = {
  'host/dist/index.html': INDEX_HTML,
  'host/dist/main.js': `console.info("host");${'/* relleno */'.repeat(200)}`,
  'host/dist/1011.7441d6a1.js': `export const trozo = ${JSON.stringify('x'.repeat(2000))};`,
  ...Object.fromEntries(
    ['mfe-auth', 'mfe-patients', 'mfe-samples', 'mfe-downloads'].flatMap((folder) => [
      [`${folder}/dist/mf-manifest.json`, JSON.stringify({ name: folder, exposes: Array(30).fill({ path: './Screens' }) })],
      [`${folder}/dist/remoteEntry.js`, `var remoto = "${folder}";${'/* relleno */'.repeat(200)}`],
    ]),
  ),
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
let repoRoot: string;
let app: FastifyInstance;

before(async () => {
  repoRoot = mkdtempSync(path.join(tmpdir(), 'registro-lma-front-end-'));
  for (const [file, text] of Object.entries(FILES)) {
    const full = path.join(repoRoot, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
  app = Fastify({ logger: false });
  const spaFallback = await registerFrontEnd(app, repoRoot, {});
  app.setNotFoundHandler(spaFallback);
});

after(async () => {
  await app.close();
  rmSync(repoRoot, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

/** The body as the browser sees it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  assert.equal(encoding, undefined);
  return raw.toString('utf8');
}

const NEGOTIATION = [
  { acceptEncoding: 'br, gzip', expected: 'br' },
  { acceptEncoding: 'gzip', expected: 'gzip' },
  { acceptEncoding: undefined, expected: undefined },
] as const;

describe('static files: the build twin matching Accept-Encoding, with the cache policy of the original', () => {
  const CASES = [
    { url: '/main.js', file: 'host/dist/main.js', cacheControl: 'no-cache', type: /javascript/ },
    { url: '/1011.7441d6a1.js', file: 'host/dist/1011.7441d6a1.js', cacheControl: IMMUTABLE, type: /javascript/ },
    { url: '/mfe/auth/mf-manifest.json', file: 'mfe-auth/dist/mf-manifest.json', cacheControl: 'no-cache', type: /json/ },
    { url: '/mfe/patients/remoteEntry.js', file: 'mfe-patients/dist/remoteEntry.js', cacheControl: 'no-cache', type: /javascript/ },
  ];
  for (const { url, file, cacheControl, type } of CASES) {
    for (const { acceptEncoding, expected } of NEGOTIATION) {
      test(`${url} with Accept-Encoding ${acceptEncoding ?? '(none)'} → ${expected ?? 'identity'}`, async () => {
        const response = await get(url, acceptEncoding);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], expected);
        assert.match(String(response.headers.vary), /accept-encoding/i);
        assert.equal(response.headers['cache-control'], cacheControl);
        // The type of the original file, not that of its .br/.gz twin.
        assert.match(String(response.headers['content-type']), type);
        assert.equal(decoded(response), FILES[file]);
        if (expected) assert.ok(response.rawPayload.length < Buffer.byteLength(FILES[file] ?? ''), 'sent smaller');
      });
    }
  }
});

describe('the SPA shell: the build twins, chosen per request, with its CSP', () => {
  for (const url of ['/', '/paciente/12']) {
    for (const { acceptEncoding, expected } of NEGOTIATION) {
      test(`${url} with Accept-Encoding ${acceptEncoding ?? '(none)'} → ${expected ?? 'identity'}`, async () => {
        const response = await get(url, acceptEncoding);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], expected);
        assert.equal(response.headers.vary, 'Accept-Encoding');
        assert.equal(response.headers['cache-control'], 'no-cache');
        assert.match(String(response.headers['content-type']), /^text\/html/);
        assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
        assert.equal(decoded(response), INDEX_HTML);
      });
    }
  }
});

test('a missing file under a remote is still a plain 404, whatever the Accept-Encoding', async () => {
  const response = await get('/mfe/auth/nada.js', 'br, gzip');
  assert.equal(response.statusCode, 404);
  assert.equal(response.headers['content-encoding'], undefined);
});
