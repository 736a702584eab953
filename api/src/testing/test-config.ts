import type { AppConfig } from '../platform/config';
import type { TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-que-nunca-sale-de-los-tests';
export const TEST_ADMIN_EMAIL = 'admin@pruebas.test';
export const TEST_ADMIN_PASSWORD = 'clave-admin-de-pruebas';

/** Settings of a test app; the database is filled in by `createTestApp`. */
export function testConfig({ databaseUrl, databaseOwnerUrl }: Pick<TestDatabase, 'databaseUrl' | 'databaseOwnerUrl'>): AppConfig {
  return {
    port: 0,
    databaseUrl,
    databaseOwnerUrl,
    dataDir: 'memory://',
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    maintenance: false,
    mailEnabled: false,
    docs: 'publico',
    sessionMaxHours: 12,
    trustProxy: false,
  };
}
