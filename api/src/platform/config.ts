import { randomBytes } from 'node:crypto';

export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  maintenance: boolean;
  /** MAIL_ENABLED=1: the API may send e-mail. Off by default: nothing is ever sent. */
  mailEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the app was built with. */
    config: AppConfig;
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 8080;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT no válido: ${value}`);
  }
  return port;
}

function resolveJwtSecret(env: Env): string {
  const secret = nonEmpty(env.JWT_SECRET);
  if (secret) return secret;
  if (env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET es obligatorio en producción.');
  }
  // A per-process secret keeps development usable without config; tokens die with the process.
  console.warn('JWT_SECRET no definido: se usa un secreto aleatorio; los tokens dejarán de valer al reiniciar.');
  return randomBytes(48).toString('base64url');
}

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    port: parsePort(nonEmpty(env.PORT)),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    jwtSecret: resolveJwtSecret(env),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    // Passwords are taken verbatim: surrounding spaces may be part of them.
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    maintenance: env.MAINTENANCE === '1',
    mailEnabled: env.MAIL_ENABLED === '1',
  };
}
