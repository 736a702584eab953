import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { MENSAJE_DEMASIADOS_INTENTOS } from '@registro-lma/shared/domain';
import { bitacora } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, type TestSession } from '../../testing/sign-in';
import { PRESUPUESTO_SIN_SESION } from './bitacora-sin-sesion-limiter';

const BITACORA = '/leucemiaLogs/api/appBitacora';

let clinico: TestSession;

const api = usarApiDePrueba(async (app) => {
  clinico = await signIn(app, 'CLINICO');
});

const entrada = (bytes: number) => ({
  fecha: '2026-03-02T10:15:00.000Z',
  request: 'x'.repeat(bytes),
  response: '500',
  usuario: 'ana@hospital.es',
  rol: 'ADMIN',
  url: '/rafaga',
});

function post(payload: object, remoteAddress: string, authorization?: string) {
  return api.app.inject({ method: 'POST', url: BITACORA, payload, remoteAddress, headers: authorization ? { authorization } : {} });
}

test('without a token request and response are cut to size; with a token they are stored whole', async () => {
  const larga = entrada(20_000);
  const sinToken = await post({ ...larga, url: '/larga-sin-token' }, '10.40.0.1');
  const conToken = await post({ ...larga, url: '/larga-con-token' }, '10.40.0.1', clinico.authorization);
  assert.deepEqual([sinToken.statusCode, conToken.statusCode], [201, 201]);
  const longitudes = await api.app.db
    .select({ url: bitacora.url, request: sql<number>`char_length(${bitacora.request})`.mapWith(Number) })
    .from(bitacora)
    .where(sql`${bitacora.url} like '/larga-%'`)
    .orderBy(bitacora.url);
  assert.deepEqual(longitudes, [
    { url: '/larga-con-token', request: 20_000 },
    { url: '/larga-sin-token', request: PRESUPUESTO_SIN_SESION.caracteresPorCampo },
  ]);
});

test('a burst from 20 addresses without a token stays within the shared budget; signed-in users still log', async () => {
  const tamano = PRESUPUESTO_SIN_SESION.caracteresPorCampo;
  const porDireccion = await Promise.all(
    Array.from({ length: 20 }, async (_, numero) => {
      const estados: number[] = [];
      for (let envio = 0; envio < 10; envio += 1) {
        const response = await post(entrada(tamano), `10.41.0.${numero + 1}`);
        if (response.statusCode === 429) assert.deepEqual(response.json(), { message: MENSAJE_DEMASIADOS_INTENTOS });
        estados.push(response.statusCode);
      }
      return estados;
    }),
  );
  const estados = porDireccion.flat();
  assert.ok(estados.every((estado) => estado === 201 || estado === 429), String(new Set(estados)));
  const [guardado] = await api.app.db
    .select({ entradas: count(), bytes: sql<number>`coalesce(sum(octet_length(${bitacora.request})), 0)`.mapWith(Number) })
    .from(bitacora)
    .where(and(eq(bitacora.verificado, false), eq(bitacora.url, '/rafaga')));
  assert.ok(guardado !== undefined && guardado.entradas > 0);
  assert.equal(guardado.entradas, estados.filter((estado) => estado === 201).length);
  assert.ok(guardado.entradas <= PRESUPUESTO_SIN_SESION.entradasPorMinuto);
  assert.ok(guardado.bytes <= PRESUPUESTO_SIN_SESION.bytesPorMinuto, `${guardado.bytes} bytes`);

  const retrasada = await post(entrada(tamano), '10.41.1.1');
  assert.equal(retrasada.statusCode, 429);
  assert.match(String(retrasada.headers['retry-after']), /^\d+$/);
  assert.equal((await post(entrada(10), '10.41.1.1', clinico.authorization)).statusCode, 201);
});
