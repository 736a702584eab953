import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { ConfigS3 } from './almacen/almacen-s3-storage';

export interface AppConfig {
  port: number;
  /** The application's role on a PostgreSQL server (DATABASE_URL); undefined → embedded PGlite. */
  databaseUrl: string | undefined;
  /** DATABASE_OWNER_URL: the role that owns the tables and runs migrations; undefined → DATABASE_URL's role does. */
  databaseOwnerUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  maintenance: boolean;
  /** MAIL_ENABLED=1: the API may send e-mail. Off by default: nothing is ever sent. */
  mailEnabled: boolean;
  /** SMTP_URL (e.g. `smtp://usuario:clave@correo.example:587`): the server that sends it, when mail is on. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the registry's mail (default `registro-lma@localhost`). */
  mailFrom: string;
  /** Who may read the API documentation at /docs (DOCS); signed-in users only by default in production. */
  docs: AccesoDocs;
  /** SESSION_MAX_HOURS: how long a session lasts from sign-in, however often its token is renewed (default 12). */
  sessionMaxHours: number;
  /** Fastify's `trustProxy`: which proxies may name the client in X-Forwarded-For (see `parseTrustProxy`). */
  trustProxy: TrustProxy;
  /** S3-compatible storage for uploaded files (S3_* variables); absent → the folder DATA_DIR/ficheros. */
  s3?: ConfigS3;
  /** DESCARGAS_CADUCIDAD_HORAS: how long a generated extract's file is kept (default 72 hours). */
  descargasCaducidadHoras?: number;
  /** ALMACEN_HUERFANOS_GRACIA_HORAS: how old a stored file no row references must be before it is swept (default 1 hour). */
  huerfanosGraciaHoras?: number;
  /** COMPROBAR_RESPUESTAS=1 (the tests): every answer is also checked against its zod schema (respuesta-serializer.ts). */
  comprobarRespuestas?: boolean;
}

export const ACCESOS_DOCS = ['publico', 'autenticado', 'desactivado'] as const;
export type AccesoDocs = (typeof ACCESOS_DOCS)[number];

/** No proxy trusted, or the proxies' addresses and ranges. */
export type TrustProxy = false | string[];

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the app was built with. */
    config: AppConfig;
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 8080;
const DEFAULT_SESSION_MAX_HOURS = 12;

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

function parseSessionMaxHours(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SESSION_MAX_HOURS;
  const horas = Number(value);
  if (!Number.isFinite(horas) || horas <= 0) throw new Error(`SESSION_MAX_HOURS no válido: ${value}`);
  return horas;
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

function parseDocs(env: Env): AccesoDocs {
  const valor = nonEmpty(env.DOCS);
  if (valor === undefined) return env.NODE_ENV === 'production' ? 'autenticado' : 'publico';
  const acceso = ACCESOS_DOCS.find((opcion) => opcion === valor);
  if (acceso === undefined) throw new Error(`DOCS no válido: ${valor} (publico, autenticado o desactivado)`);
  return acceso;
}

// The range names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDR ranges.
const RANGOS_CON_NOMBRE = new Set(['loopback', 'linklocal', 'uniquelocal']);

function esProxyValido(entrada: string): boolean {
  if (RANGOS_CON_NOMBRE.has(entrada)) return true;
  const [direccion = '', prefijo, ...resto] = entrada.split('/');
  const version = isIP(direccion);
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  return /^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off by default, so X-Forwarded-For is ignored and a client cannot choose its own address. A
 * comma-separated list of the proxies' addresses or ranges trusts the header only on requests arriving from them,
 * and only as far back as the chain stays within them. `true` (trust everyone) is refused: any client could then
 * forge its address; so is a hop count, which Fastify 5 ignores because it cannot check the immediate peer.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || /^(0|false)$/i.test(value)) return false;
  const entradas = value.split(',').map((entrada) => entrada.trim());
  const noValida = entradas.find((entrada) => !esProxyValido(entrada));
  if (noValida !== undefined) {
    throw new Error(`TRUST_PROXY no válido: «${noValida}». Indique las direcciones o rangos (CIDR) de los proxies, separados por comas.`);
  }
  return entradas;
}

const VARIABLES_S3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together switch file storage to S3-compatible object storage
 * (S3_ENDPOINT for a service other than AWS, S3_REGION); none of the S3_* variables keeps the folder. Half a
 * configuration is refused at start rather than leaving files where nobody expects them.
 */
export function parseS3(env: Env): ConfigS3 | undefined {
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  const region = nonEmpty(env.S3_REGION);
  const [bucket, accessKeyId, secretAccessKey] = VARIABLES_S3.map((nombre) => nonEmpty(env[nombre]));
  if (bucket === undefined && accessKeyId === undefined && secretAccessKey === undefined && endpoint === undefined && region === undefined) {
    return undefined;
  }
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    const faltan = VARIABLES_S3.filter((nombre) => nonEmpty(env[nombre]) === undefined);
    throw new Error(`Almacenamiento S3 incompleto: faltan ${faltan.join(', ')}.`);
  }
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new Error(`S3_ENDPOINT no válido: ${endpoint}`);
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: region ?? DEFAULT_S3_REGION };
}

const DEFAULT_CADUCIDAD_DESCARGAS_HORAS = 72;
const DEFAULT_GRACIA_HUERFANOS_HORAS = 1;

/** A positive number of hours from the variable `nombre`, or the default when it is not set. */
function parseHoras(env: Env, nombre: string, porDefecto: number): number {
  const value = nonEmpty(env[nombre]);
  if (value === undefined) return porDefecto;
  const horas = Number(value);
  if (!Number.isFinite(horas) || horas <= 0) throw new Error(`${nombre} no válido: ${value}`);
  return horas;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const s3 = parseS3(env);
  return {
    port: parsePort(nonEmpty(env.PORT)),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseOwnerUrl: nonEmpty(env.DATABASE_OWNER_URL),
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    jwtSecret: resolveJwtSecret(env),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    // Passwords are taken verbatim: surrounding spaces may be part of them.
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    maintenance: env.MAINTENANCE === '1',
    mailEnabled: env.MAIL_ENABLED === '1',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'registro-lma@localhost',
    docs: parseDocs(env),
    sessionMaxHours: parseSessionMaxHours(nonEmpty(env.SESSION_MAX_HOURS)),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    ...(s3 === undefined ? {} : { s3 }),
    descargasCaducidadHoras: parseHoras(env, 'DESCARGAS_CADUCIDAD_HORAS', DEFAULT_CADUCIDAD_DESCARGAS_HORAS),
    huerfanosGraciaHoras: parseHoras(env, 'ALMACEN_HUERFANOS_GRACIA_HORAS', DEFAULT_GRACIA_HUERFANOS_HORAS),
    comprobarRespuestas: env.COMPROBAR_RESPUESTAS === '1',
  };
}
