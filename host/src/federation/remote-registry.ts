import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-name';

/** Without snapshots (disableSnapshot) a remote is loaded by its entry, one request, not its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A remote URL in the runtime config is the folder holding its entry, with or without the trailing slash. */
export function remoteEntryUrl(remoteFolder: string): string {
  return `${remoteFolder.endsWith('/') ? remoteFolder : `${remoteFolder}/`}${REMOTE_ENTRY_FILE}`;
}

/** Registering only records the URLs: a remote is fetched the first time one of its routes is visited. */
export function registerRuntimeRemotes(remotes: Record<RemoteName, string>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remoteEntryUrl(remotes[name]) })));
}
