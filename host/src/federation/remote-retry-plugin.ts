import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_RETRY_DELAY_MS = 500;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runtime plugin: a remote module that fails to load (server restarting, network blip) is requested once more
 * before the failure reaches the screen's error boundary. Manifest failures surface here too, as `onLoad`.
 */
export function createRemoteRetryPlugin(retryDelayMs = REMOTE_RETRY_DELAY_MS): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'registro-lma-remote-retry',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Earlier stages (the manifest) fail again as `onLoad`: logged and retried there.
      if (lifecycle !== 'onLoad') return undefined;
      const retried = retrying.has(id);
      console.error(`Module federation: ${id} failed to load${retried ? ' again' : ', retrying once'}`, error);
      if (retried) return undefined;
      retrying.add(id);
      try {
        await wait(retryDelayMs);
        return await origin.loadRemote(id);
      } catch {
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
