import { readFileSync } from 'node:fs';

export const REMOTE_NAMES = ['auth', 'patients', 'samples', 'downloads'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  maintenance: boolean;
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  allowedExternalOrigins: string[];
}

/**
 * The public runtime settings of the front end, from the environment and, when RUNTIME_CONFIG_FILE
 * names a JSON file, from that file (read on every request, so maintenance can be switched on
 * without restarting or rebuilding anything).
 */
export function readRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/mfe/${name}/`]),
  ) as Record<RemoteName, string>;
  const base: RuntimeConfig = {
    maintenance: env.MAINTENANCE === '1',
    apiBaseUrl: env.API_BASE_URL ?? '',
    remotes,
    allowedExternalOrigins: (env.ALLOWED_EXTERNAL_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  };
  const file = env.RUNTIME_CONFIG_FILE;
  if (!file) return base;
  const override = readOverride(file);
  return { ...base, ...override, remotes: { ...base.remotes, ...override.remotes } };
}

function readOverride(file: string): Partial<RuntimeConfig> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<RuntimeConfig>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`RUNTIME_CONFIG_FILE (${file}) no es un JSON válido: ${(error as Error).message}`);
  }
}

/** Origins other than our own that the page may load scripts from or call. */
export function externalOrigins(config: RuntimeConfig): string[] {
  const urls = [...Object.values(config.remotes), config.apiBaseUrl];
  const origins = urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
