import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-name';

export const MANIFEST_FILE = 'mf-manifest.json';

/** A remote URL in the runtime config is the folder holding its manifest, with or without the trailing slash. */
export function manifestUrl(remoteFolder: string): string {
  return `${remoteFolder.endsWith('/') ? remoteFolder : `${remoteFolder}/`}${MANIFEST_FILE}`;
}

/** Registering only records the URLs: a remote is fetched the first time one of its routes is visited. */
export function registerRuntimeRemotes(remotes: Record<RemoteName, string>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifestUrl(remotes[name]) })));
}
