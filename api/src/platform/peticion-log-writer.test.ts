import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { PACIENTES, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

interface Linea {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const lineas: Linea[] = [];
let admin: TestSession;

const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lineas.push(JSON.parse(chunk.toString()) as Linea);
    done();
  },
});

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
}, { logger: { level: 'info', stream } });

test('a request is logged once, when answered: its route, status and time', async () => {
  lineas.length = 0;
  const busqueda = await requestAs(api.app, admin, 'GET', `${PACIENTES}/select/busqueda/0001`);
  assert.equal(busqueda.statusCode, 200);
  assert.equal(lineas.length, 1, JSON.stringify(lineas));
  const [linea] = lineas;
  assert.equal(linea?.msg, 'request completed');
  assert.deepEqual([linea?.req?.method, linea?.req?.url, linea?.res?.statusCode], ['GET', `${PACIENTES}/select/busqueda/:texto`, 200]);
  assert.equal(typeof linea?.responseTime, 'number');
  assert.match(linea?.reqId ?? '', /^req-/, 'the line names its request');
  assert.deepEqual(Object.keys(linea?.req ?? {}).sort(), ['method', 'remoteAddress', 'url'], 'only what the serializer picks');
});

test('a refused request is logged once too, with its status', async () => {
  lineas.length = 0;
  const sinSesion = await api.app.inject({ method: 'GET', url: `${PACIENTES}/select/busqueda/0001` });
  assert.equal(sinSesion.statusCode, 401);
  assert.deepEqual(lineas.map((linea) => [linea.msg, linea.res?.statusCode]), [['request completed', 401]]);
});
