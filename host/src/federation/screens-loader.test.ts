import { beforeEach, expect, test } from '@jest/globals';
import { failRemote, provideRemote, resetFederationRuntime, runtimeCalls } from '../test/federation-runtime.double';
import { createScreensLoader, type ScreensLoader } from './screens-loader';
import { RemoteLoadError } from './remote-load-error';

const Descargas = () => null;

let loadScreens: ScreensLoader;

beforeEach(() => {
  resetFederationRuntime();
  loadScreens = createScreensLoader();
});

test('loads a remote once and serves its screens from then on', async () => {
  provideRemote('downloads', { Descargas });

  await expect(loadScreens('downloads')).resolves.toEqual({ Descargas });
  await loadScreens('downloads');

  expect(runtimeCalls.loadRemote).toEqual(['downloads/Screens']);
});

test('a failed load is reported as RemoteLoadError and tried again on the next request', async () => {
  failRemote('samples', 1);
  provideRemote('samples', { Biobanco: () => null });

  await expect(loadScreens('samples')).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(loadScreens('samples')).resolves.toHaveProperty('Biobanco');
  expect(runtimeCalls.loadRemote).toEqual(['samples/Screens', 'samples/Screens']);
});

test('a remote whose ./Screens has no default export is a load failure', async () => {
  provideRemote('auth', undefined as unknown as Record<string, () => null>);

  await expect(loadScreens('auth')).rejects.toThrow('./Screens has no default export of screens');
});
