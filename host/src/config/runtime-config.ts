import { REMOTE_NAMES, type RemoteName } from '../federation/remote-name';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** Deployment settings read at start-up, so one build runs anywhere (contract: runtime config). */
export interface RuntimeConfig {
  maintenance: boolean;
  apiBaseUrl: string;
  /** Folder holding each remote's `remoteEntry.js`, relative to the host origin or absolute. */
  remotes: Record<RemoteName, string>;
  /** Origins (scheme://host:port) that links and `window.open` may leave the application for. */
  allowedExternalOrigins: string[];
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function readRemotes(value: unknown): Record<RemoteName, string> {
  if (!isRecord(value)) throw new RuntimeConfigError('"remotes" must be an object');
  const entries = REMOTE_NAMES.map((name) => {
    const url = value[name];
    if (typeof url !== 'string' || url.trim() === '') throw new RuntimeConfigError(`"remotes.${name}" must be a URL`);
    return [name, url.trim()] as const;
  });
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

function readAllowedOrigins(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new RuntimeConfigError('"allowedExternalOrigins" must be a list');
  return value.map((origin) => {
    const parsed = typeof origin === 'string' ? parseUrl(origin) : null;
    if (parsed === null) throw new RuntimeConfigError(`"allowedExternalOrigins" has an invalid origin: ${String(origin)}`);
    return parsed.origin;
  });
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('the runtime config must be a JSON object');
  const { maintenance, apiBaseUrl = '' } = value;
  if (typeof maintenance !== 'boolean') throw new RuntimeConfigError('"maintenance" must be true or false');
  if (typeof apiBaseUrl !== 'string') throw new RuntimeConfigError('"apiBaseUrl" must be a string');
  return {
    maintenance,
    apiBaseUrl,
    remotes: readRemotes(value.remotes),
    allowedExternalOrigins: readAllowedOrigins(value.allowedExternalOrigins),
  };
}

/** Always revalidated with the server: turning maintenance on must reach every open browser at its next load. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
