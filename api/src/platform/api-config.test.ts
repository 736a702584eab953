import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { loadConfig, parseTrustProxy } from './api-config';

test('reads every setting from the environment', () => {
  const config = loadConfig({
    PORT: '9090',
    DATABASE_URL: 'postgres://x@localhost/db',
    DATABASE_OWNER_URL: 'postgres://propietario@localhost/db',
    DATA_DIR: '/var/lib/registro',
    JWT_SECRET: 'secreto-de-prueba',
    ADMIN_EMAIL: 'admin@hospital.es',
    ADMIN_PASSWORD: ' clave con espacios ',
    MAINTENANCE: '1',
    MAIL_ENABLED: '1',
    DOCS: 'desactivado',
    SESSION_MAX_HOURS: '8',
    TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback',
    DESCARGAS_CADUCIDAD_HORAS: '24',
    ALMACEN_HUERFANOS_GRACIA_HORAS: '0.5',
    SMTP_URL: 'smtp://avisos:clave@correo.hospital.es:587',
    MAIL_FROM: 'registro@hospital.es',
    COMPROBAR_RESPUESTAS: '1',
  });
  assert.deepEqual(config, {
    port: 9090,
    databaseUrl: 'postgres://x@localhost/db',
    databaseOwnerUrl: 'postgres://propietario@localhost/db',
    dataDir: '/var/lib/registro',
    jwtSecret: 'secreto-de-prueba',
    adminEmail: 'admin@hospital.es',
    adminPassword: ' clave con espacios ',
    maintenance: true,
    mailEnabled: true,
    smtpUrl: 'smtp://avisos:clave@correo.hospital.es:587',
    mailFrom: 'registro@hospital.es',
    docs: 'desactivado',
    sessionMaxHours: 8,
    trustProxy: ['10.0.0.1', '192.168.0.0/16', 'loopback'],
    descargasCaducidadHoras: 24,
    huerfanosGraciaHoras: 0.5,
    comprobarRespuestas: true,
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
    assert.deepEqual([first.smtpUrl, first.mailFrom], [undefined, 'registro-lma@localhost']);
    assert.equal(first.docs, 'publico');
    assert.equal(first.sessionMaxHours, 12);
    assert.equal(first.trustProxy, false);
    assert.equal(first.descargasCaducidadHoras, 72);
    assert.equal(first.huerfanosGraciaHoras, 1);
    assert.equal(first.comprobarRespuestas, false);
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

test('DOCS: signed-in users only in production unless set; an unknown value stops the start', () => {
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's' }).docs, 'autenticado');
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's', DOCS: 'publico' }).docs, 'publico');
  assert.throws(() => loadConfig({ JWT_SECRET: 's', DOCS: 'abierto' }), /DOCS no válido/);
});

test('rejects a session lifetime that is not a positive number of hours', () => {
  for (const valor of ['doce', '0', '-1']) {
    assert.throws(() => loadConfig({ SESSION_MAX_HOURS: valor, JWT_SECRET: 's' }), /SESSION_MAX_HOURS/);
  }
});

test('rejects an extract lifetime or an orphan grace that is not a positive number of hours', () => {
  for (const valor of ['tres', '0', '-1']) {
    assert.throws(() => loadConfig({ DESCARGAS_CADUCIDAD_HORAS: valor, JWT_SECRET: 's' }), /DESCARGAS_CADUCIDAD_HORAS/);
    assert.throws(() => loadConfig({ ALMACEN_HUERFANOS_GRACIA_HORAS: valor, JWT_SECRET: 's' }), /ALMACEN_HUERFANOS_GRACIA_HORAS/);
  }
});

test('TRUST_PROXY takes a list of addresses and ranges; "true", hop counts and junk are refused', () => {
  assert.equal(parseTrustProxy('0'), false);
  assert.equal(parseTrustProxy('false'), false);
  assert.deepEqual(parseTrustProxy('::1,fd00::/8'), ['::1', 'fd00::/8']);
  for (const malo of ['true', '2', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1,', '10.0.0.0/8/1']) {
    assert.throws(() => parseTrustProxy(malo), /TRUST_PROXY no válido/, malo);
  }
});

test('S3 storage: the bucket and both keys switch it on (region us-east-1 by default); half a configuration stops the start', () => {
  assert.equal(loadConfig({ JWT_SECRET: 'x' }).s3, undefined);
  const s3 = { S3_BUCKET: 'registro', S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' };
  assert.deepEqual(loadConfig({ JWT_SECRET: 'x', ...s3 }).s3, {
    endpoint: undefined,
    bucket: 'registro',
    accessKeyId: 'clave',
    secretAccessKey: 'secreto',
    region: 'us-east-1',
  });
  assert.deepEqual(loadConfig({ JWT_SECRET: 'x', ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-south-2' }).s3, {
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'registro',
    accessKeyId: 'clave',
    secretAccessKey: 'secreto',
    region: 'eu-south-2',
  });
  assert.throws(() => loadConfig({ JWT_SECRET: 'x', S3_BUCKET: 'registro' }), /faltan S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'x', S3_ENDPOINT: 'http://127.0.0.1:9000' }), /faltan S3_BUCKET/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'x', ...s3, S3_ENDPOINT: 'no es una url' }), /S3_ENDPOINT no válido/);
});
