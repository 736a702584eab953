import type { ComponentType } from 'react';
// Type-only: erased at run time, so the double never loads the real runtime it replaces.
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Test double of `@module-federation/enhanced/runtime` (mapped in jest.config.cjs). Remotes are programmed per
 * name: a fake `./Screens` module, or a number of failures first (a dead server, a bad manifest). Registered
 * plugins see failures through `errorLoadRemote`, as with the real runtime.
 */
type ScreensModule = { default: Record<string, ComponentType> };

interface RemoteDouble {
  module: ScreensModule | null;
  failuresLeft: number;
  error: () => Error;
}

const remotes = new Map<string, RemoteDouble>();
let plugins: ModuleFederationRuntimePlugin[] = [];
// Plugins only call loadRemote on their origin.
const origin = { loadRemote } as unknown as ModuleFederation;

export const runtimeCalls = {
  registeredRemotes: [] as { name: string; entry: string }[],
  loadRemote: [] as string[],
};

export function resetFederationRuntime(): void {
  remotes.clear();
  plugins = [];
  runtimeCalls.registeredRemotes = [];
  runtimeCalls.loadRemote = [];
}

/** The remote answers with these screens (after any failures programmed with `failRemote`). */
export function provideRemote(name: string, screens: Record<string, ComponentType>): void {
  const current = remotes.get(name);
  remotes.set(name, { failuresLeft: current?.failuresLeft ?? 0, error: current?.error ?? manifestError(name), module: { default: screens } });
}

/** The next `times` loads of the remote fail (default: all of them). */
export function failRemote(name: string, times = Number.POSITIVE_INFINITY, error: () => Error = manifestError(name)): void {
  const current = remotes.get(name);
  remotes.set(name, { module: current?.module ?? null, failuresLeft: times, error });
}

function manifestError(name: string): () => Error {
  return () => new Error(`[ Federation Runtime ]: RUNTIME-003 Failed to get manifest of remote ${name}`);
}

async function attemptLoad(id: string): Promise<unknown> {
  runtimeCalls.loadRemote.push(id);
  const name = id.split('/')[0] ?? id;
  const remote = remotes.get(name);
  if (remote === undefined) throw new Error(`[ Federation Runtime ]: RUNTIME-004 remote ${name} is not registered`);
  if (remote.failuresLeft > 0) {
    remote.failuresLeft -= 1;
    throw remote.error();
  }
  return remote.module;
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  try {
    return (await attemptLoad(id)) as T;
  } catch (error) {
    for (const plugin of plugins) {
      const recovered = await plugin.errorLoadRemote?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin });
      if (recovered !== undefined && recovered !== null) return recovered as T;
    }
    throw error;
  }
}

export function registerRemotes(list: { name: string; entry: string }[]): void {
  runtimeCalls.registeredRemotes.push(...list.map(({ name, entry }) => ({ name, entry })));
}

export function registerPlugins(list: ModuleFederationRuntimePlugin[]): void {
  plugins.push(...list);
}
