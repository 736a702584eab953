import { expect, test } from '@jest/globals';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const remotes = { auth: '/mfe/auth/', patients: '/mfe/patients/', samples: '/mfe/samples/', downloads: 'https://cdn.example.org/downloads/' };

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

test('reads the contract shape and defaults the external allow-list to none', () => {
  expect(parseRuntimeConfig({ maintenance: false, apiBaseUrl: '', remotes })).toEqual({
    maintenance: false,
    apiBaseUrl: '',
    remotes,
    allowedExternalOrigins: [],
  });
});

test('keeps only the origin of each allowed external address', () => {
  const config = parseRuntimeConfig({ maintenance: true, apiBaseUrl: '', remotes, allowedExternalOrigins: ['https://www.sehh.es/protocolos'] });
  expect(config.allowedExternalOrigins).toEqual(['https://www.sehh.es']);
});

test.each([
  ['a missing maintenance flag', { apiBaseUrl: '', remotes }],
  ['a remote without URL', { maintenance: false, remotes: { ...remotes, samples: '' } }],
  ['an invalid allowed origin', { maintenance: false, remotes, allowedExternalOrigins: ['not a url'] }],
  ['something that is not an object', ['maintenance']],
])('rejects %s', (_case, value) => {
  expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
});

test('fetches /runtime-config.json revalidating with the server every time', async () => {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchDouble = (async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    return jsonResponse({ maintenance: false, apiBaseUrl: '/api', remotes });
  }) as typeof fetch;

  const config = await fetchRuntimeConfig(fetchDouble);

  expect(config.apiBaseUrl).toBe('/api');
  expect(requests).toEqual([{ url: '/runtime-config.json', init: expect.objectContaining({ cache: 'no-cache' }) }]);
});

test('an error status of the config file is a start-up failure', async () => {
  const fetchDouble = (async () => jsonResponse({}, 404)) as typeof fetch;
  await expect(fetchRuntimeConfig(fetchDouble)).rejects.toThrow('/runtime-config.json answered 404');
});
