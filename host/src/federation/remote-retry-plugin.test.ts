import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createRemoteRetryPlugin } from './remote-retry-plugin';

type ErrorLoadRemote = NonNullable<ReturnType<typeof createRemoteRetryPlugin>['errorLoadRemote']>;
type HookArgs = Parameters<ErrorLoadRemote>[0];

const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
const origin = { loadRemote } as unknown as ModuleFederation;

function failure(lifecycle: HookArgs['lifecycle'], id = 'patients/Screens'): HookArgs {
  return { id, error: new Error('RUNTIME-003'), from: 'runtime', lifecycle, origin };
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('a failed remote module is requested once more and the second answer is used', async () => {
  const screens = { default: { Inicio: () => null } };
  loadRemote.mockResolvedValueOnce(screens);
  const plugin = createRemoteRetryPlugin(0);

  await expect(plugin.errorLoadRemote?.(failure('onLoad'))).resolves.toBe(screens);
  expect(loadRemote).toHaveBeenCalledWith('patients/Screens');
});

test('only one retry: a failure during the retry gives up, so the error reaches the screen', async () => {
  const plugin = createRemoteRetryPlugin(0);
  loadRemote.mockImplementationOnce(async (id) => {
    const nested = await plugin.errorLoadRemote?.(failure('onLoad', id));
    if (nested === undefined) throw new Error('RUNTIME-003 again');
    return nested;
  });

  await expect(plugin.errorLoadRemote?.(failure('onLoad'))).resolves.toBeUndefined();
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('failures of earlier stages are left to the onLoad failure that follows them', async () => {
  const plugin = createRemoteRetryPlugin(0);

  await expect(plugin.errorLoadRemote?.(failure('afterResolve', 'http://localhost:3002/mf-manifest.json'))).resolves.toBeUndefined();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(console.error).not.toHaveBeenCalled();
});

test('each failed attempt is logged with the remote module it concerns', async () => {
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 again'));

  await createRemoteRetryPlugin(0).errorLoadRemote?.(failure('onLoad'));

  expect(console.error).toHaveBeenCalledWith('Module federation: patients/Screens failed to load, retrying once', expect.any(Error));
});
