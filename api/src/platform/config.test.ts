import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { loadConfig } from './config';

test('reads every setting from the environment', () => {
  const config = loadConfig({
    PORT: '9090',
    DATABASE_URL: 'postgres://x@localhost/db',
    DATA_DIR: '/var/lib/registro',
    JWT_SECRET: 'secreto-de-prueba',
    ADMIN_EMAIL: 'admin@hospital.es',
    ADMIN_PASSWORD: ' clave con espacios ',
    MAINTENANCE: '1',
    MAIL_ENABLED: '1',
  });
  assert.deepEqual(config, {
    port: 9090,
    databaseUrl: 'postgres://x@localhost/db',
    dataDir: '/var/lib/registro',
    jwtSecret: 'secreto-de-prueba',
    adminEmail: 'admin@hospital.es',
    adminPassword: ' clave con espacios ',
    maintenance: true,
    mailEnabled: true,
  });
});

test('defaults: port 8080, ./data, embedded database, no maintenance, no e-mail, random secret with a warning', () => {
  const warn = mock.method(console, 'warn', () => undefined);
  try {
    const first = loadConfig({});
    const second = loadConfig({});
    assert.equal(first.port, 8080);
    assert.equal(first.dataDir, './data');
    assert.equal(first.databaseUrl, undefined);
    assert.equal(first.maintenance, false);
    assert.equal(first.mailEnabled, false);
    assert.ok(first.jwtSecret.length >= 32);
    assert.notEqual(first.jwtSecret, second.jwtSecret);
    assert.equal(warn.mock.callCount(), 2);
  } finally {
    warn.mock.restore();
  }
});

test('production refuses to start without JWT_SECRET', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET/);
});

test('rejects an invalid port', () => {
  assert.throws(() => loadConfig({ PORT: 'ochenta', JWT_SECRET: 's' }), /PORT/);
});
