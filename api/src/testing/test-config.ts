import type { AppConfig } from '../platform/api-config';
import type { TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-que-nunca-sale-de-los-tests';
export const TEST_ADMIN_EMAIL = 'admin@pruebas.test';
export const TEST_ADMIN_PASSWORD = 'clave-admin-de-pruebas';

/**
 * Settings of a test app on `testDatabase`; with PGlite they carry the template the in-memory database starts from,
 * which `openDatabase` (or `buildApp` opening its own) reads.
 */
export function testConfig({
  databaseUrl,
  databaseOwnerUrl,
  pgliteInicial,
}: Pick<TestDatabase, 'databaseUrl' | 'databaseOwnerUrl' | 'pgliteInicial'>): AppConfig & Pick<TestDatabase, 'pgliteInicial'> {
  return {
    port: 0,
    databaseUrl,
    databaseOwnerUrl,
    ...(pgliteInicial ? { pgliteInicial } : {}),
    dataDir: 'memory://',
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    maintenance: false,
    mailEnabled: false,
    smtpUrl: undefined,
    mailFrom: 'registro-lma@pruebas.test',
    docs: 'publico',
    sessionMaxHours: 12,
    trustProxy: false,
    comprobarRespuestas: true,
  };
}
