import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MENSAJE_DEMASIADOS_INTENTOS, MENSAJE_LOGIN_INCORRECTO, MENSAJE_SERVIDOR_OCUPADO } from '@registro-lma/shared/domain';
import { intentoLogin } from '../../db/schema';
import { HASHES_A_LA_VEZ, HASHES_EN_ESPERA, limiteHashes } from '../../platform/password-policy';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, TEST_PASSWORD } from '../../testing/sign-in';
import { intentosLogin, LIMITES_INTENTOS, VENTANA_INTENTOS_MS } from './intentos-login-limiter';

const LOGIN = '/leucemiaAutenticacion/api/auth/login';
const EQUIVOCADA = 'contraseña-equivocada';


const api = usarApiDePrueba();

function login(email: string, password: string, remoteAddress: string) {
  return api.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress });
}

describe('limits across addresses and accounts', () => {
  test(`one account guessed from 12 addresses is blocked after ${LIMITES_INTENTOS.porCuenta} failures`, async () => {
    const victima = await signIn(api.app, 'CLINICO');
    const estados: number[] = [];
    for (let ronda = 0; ronda < 3; ronda += 1) {
      for (let direccion = 1; direccion <= 12; direccion += 1) {
        estados.push((await login(victima.email, EQUIVOCADA, `10.20.0.${direccion}`)).statusCode);
      }
    }
    assert.deepEqual(estados, [...Array<number>(LIMITES_INTENTOS.porCuenta).fill(401), ...Array<number>(36 - LIMITES_INTENTOS.porCuenta).fill(429)]);
    // The price of the account limit: its owner waits too, from any address.
    const propietario = await login(victima.email, TEST_PASSWORD, '10.20.1.1');
    assert.deepEqual([propietario.statusCode, propietario.json()], [429, { message: MENSAJE_DEMASIADOS_INTENTOS }]);
  });

  test(`one address trying 150 accounts is blocked after ${LIMITES_INTENTOS.porDireccion} failures`, async () => {
    const ip = '10.21.0.1';
    const estados: number[] = [];
    for (let cuenta = 1; cuenta <= 150; cuenta += 1) {
      estados.push((await login(`cuenta.${cuenta}@pruebas.test`, EQUIVOCADA, ip)).statusCode);
    }
    assert.deepEqual(estados, [...Array<number>(LIMITES_INTENTOS.porDireccion).fill(401), ...Array<number>(150 - LIMITES_INTENTOS.porDireccion).fill(429)]);
    const usuario = await signIn(api.app, 'CLINICO');
    assert.equal((await login(usuario.email, TEST_PASSWORD, ip)).statusCode, 429, 'the address is blocked for every account');
    assert.equal((await login(usuario.email, TEST_PASSWORD, '10.21.0.2')).statusCode, 200, 'other addresses are not');
  });

  test('an IPv6 client is one address per /64', async () => {
    const estados: number[] = [];
    for (let cuenta = 1; cuenta <= LIMITES_INTENTOS.porDireccion + 1; cuenta += 1) {
      estados.push((await login(`v6.${cuenta}@pruebas.test`, EQUIVOCADA, `2001:db8:0:7::${cuenta.toString(16)}`)).statusCode);
    }
    assert.equal(estados.at(-1), 429);
  });

  test('a success does not count, and does not wipe the failures before it', async () => {
    const usuario = await signIn(api.app, 'CLINICO');
    const ip = '10.22.0.1';
    for (let intento = 1; intento < LIMITES_INTENTOS.porCuentaYDireccion; intento += 1) {
      assert.equal((await login(usuario.email, EQUIVOCADA, ip)).statusCode, 401);
    }
    assert.equal((await login(usuario.email, TEST_PASSWORD, ip)).statusCode, 200);
    assert.equal((await login(usuario.email, EQUIVOCADA, ip)).statusCode, 401);
    assert.equal((await login(usuario.email, TEST_PASSWORD, ip)).statusCode, 429);
  });

  test('failures expire with the window, and old ones are pruned', async () => {
    let ahora = Date.parse('2030-01-01T00:00:00Z');
    const intentos = intentosLogin(api.app.db, () => ahora);
    const fallar = () => intentos.comprobar('10.23.0.1', 'reloj@pruebas.test', async () => null);
    for (let intento = 1; intento <= LIMITES_INTENTOS.porCuentaYDireccion; intento += 1) assert.equal(await fallar(), null);
    ahora += VENTANA_INTENTOS_MS - 1;
    await assert.rejects(fallar(), { statusCode: 429 });
    ahora += 2;
    assert.equal(await fallar(), null);
    // Pruning runs at most once a minute per process.
    ahora += 60_000;
    assert.equal(await fallar(), null);
    const quedan = await api.app.db.select().from(intentoLogin);
    assert.ok(quedan.every((fila) => fila.creado_en.getTime() > ahora - VENTANA_INTENTOS_MS), 'the expired rows are gone');
  });
});

describe('password hashes computed at once', () => {
  test(`50 concurrent wrong sign-ins never run more than ${HASHES_A_LA_VEZ} hashes at once`, async () => {
    let maximo = 0;
    const dejar = limiteHashes.observar((enCurso) => {
      maximo = Math.max(maximo, enCurso);
    });
    try {
      const respuestas = await Promise.all(
        Array.from({ length: 50 }, (_, numero) => login(`paralelo.${numero}@pruebas.test`, EQUIVOCADA, `10.24.0.${numero + 1}`)),
      );
      for (const respuesta of respuestas) {
        assert.ok([401, 503].includes(respuesta.statusCode), respuesta.body);
      }
      assert.ok(respuestas.some((respuesta) => respuesta.statusCode === 401));
    } finally {
      dejar();
    }
    assert.equal(maximo, HASHES_A_LA_VEZ);
  });

  test('with the queue full a sign-in answers 503 with Retry-After in Spanish, and is not counted as a failure', async () => {
    let soltar: () => void = () => undefined;
    const bloqueo = new Promise<void>((resolve) => {
      soltar = resolve;
    });
    const ocupados = Array.from({ length: HASHES_A_LA_VEZ + HASHES_EN_ESPERA }, () => limiteHashes.ejecutar(() => bloqueo));
    try {
      const ip = '10.25.0.1';
      const respuesta = await login('ocupado@pruebas.test', EQUIVOCADA, ip);
      assert.deepEqual([respuesta.statusCode, respuesta.json()], [503, { message: MENSAJE_SERVIDOR_OCUPADO }]);
      assert.match(String(respuesta.headers['retry-after']), /^\d+$/);
      const filas = await api.app.db.select().from(intentoLogin);
      assert.ok(!filas.some((fila) => fila.direccion === ip));
    } finally {
      soltar();
      await Promise.all(ocupados);
    }
    assert.deepEqual((await login('ocupado@pruebas.test', EQUIVOCADA, '10.25.0.1')).json(), { message: MENSAJE_LOGIN_INCORRECTO });
  });
});
