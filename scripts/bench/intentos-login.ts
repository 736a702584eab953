// Wrong passwords the API evaluates (401) before refusing (429), per account from many
// addresses, per address over many accounts and per pair, within one 5-minute window; and how fast a burst of
// wrong sign-ins from many addresses is answered now that hashes run a few at a time. The real API over HTTP on a
// fresh database (TEST_DATABASE_URL's server, else PGlite), with TRUST_PROXY=loopback so that X-Forwarded-For
// gives each simulated client its own address. Every burst ends well within the window, so what it got evaluated
// is what 5 minutes allow. Exits non-zero when a figure is over its limit.
// Usage: pnpm bench:intentos
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@registro-lma/api';
import { loadConfig } from '@registro-lma/api/config';
import { LIMITES_INTENTOS, VENTANA_INTENTOS_MS } from '../../api/src/modules/autenticacion/intentos-login-limiter';
import { createTestDatabase } from '../e2e/support/test-database';
import { cargaDeLaMaquina, salirSegun } from './proceso-carga';

const ADMIN = { email: 'admin-bench@registro-lma.local', password: randomBytes(12).toString('base64url') };
const RAFAGA = Number(process.env.BENCH_RAFAGA ?? 200);

interface Recuento {
  evaluadas: number;
  rechazadas: number;
  otras: number;
}

async function intentar(url: string, email: string, direccion: string): Promise<number> {
  const response = await fetch(`${url}/leucemiaAutenticacion/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': direccion },
    body: JSON.stringify({ email, password: 'contraseña-equivocada' }),
  });
  await response.arrayBuffer();
  return response.status;
}

function contar(estados: readonly number[]): Recuento {
  return {
    evaluadas: estados.filter((estado) => estado === 401).length,
    rechazadas: estados.filter((estado) => estado === 429).length,
    otras: estados.filter((estado) => estado !== 401 && estado !== 429).length,
  };
}

async function enSerie(intentos: readonly (readonly [string, string])[], url: string): Promise<Recuento> {
  const estados: number[] = [];
  for (const [email, direccion] of intentos) estados.push(await intentar(url, email, direccion));
  return contar(estados);
}

function informar(nombre: string, recuento: Recuento, limite: number): boolean {
  const cumple = recuento.evaluadas <= limite && recuento.otras === 0;
  console.info(
    `${nombre.padEnd(52)} evaluadas ${String(recuento.evaluadas).padStart(4)}  rechazadas (429) ${String(recuento.rechazadas).padStart(5)}` +
      `  límite ${limite}: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}${recuento.otras > 0 ? `, ${recuento.otras} otras respuestas` : ''}`,
  );
  return cumple;
}

async function medir(url: string): Promise<boolean> {
  const minutos = VENTANA_INTENTOS_MS / 60_000;
  console.info(`Contraseñas equivocadas evaluadas en ${minutos} minutos (${cargaDeLaMaquina()}):`);
  const inicio = performance.now();
  const cuenta = await enSerie(
    Array.from({ length: 240 }, (_, numero) => ['victima@bench.test', `198.51.100.${(numero % 12) + 1}`] as const),
    url,
  );
  const direccion = await enSerie(
    Array.from({ length: 300 }, (_, numero) => [`cuenta.${numero % 150}@bench.test`, '203.0.113.1'] as const),
    url,
  );
  const par = await enSerie(
    Array.from({ length: 100 }, () => ['par@bench.test', '203.0.113.2'] as const),
    url,
  );
  const segundos = (performance.now() - inicio) / 1000;
  const resultados = [
    informar('una cuenta desde 12 direcciones (240 intentos)', cuenta, LIMITES_INTENTOS.porCuenta),
    informar('una dirección contra 150 cuentas (300 intentos)', direccion, LIMITES_INTENTOS.porDireccion),
    informar('una dirección y una cuenta (100 intentos)', par, LIMITES_INTENTOS.porCuentaYDireccion),
  ];
  const dentro = segundos * 1000 < VENTANA_INTENTOS_MS;
  console.info(`Las tres ráfagas duraron ${segundos.toFixed(1)} s: ${dentro ? 'dentro de una ventana' : 'MÁS de una ventana: las cifras no valen'}.`);

  const rafagaInicio = performance.now();
  const estados = await Promise.all(
    Array.from({ length: RAFAGA }, (_, numero) => intentar(url, `rafaga.${numero}@bench.test`, `192.0.2.${numero % 250}`)),
  );
  const rafagaSegundos = (performance.now() - rafagaInicio) / 1000;
  const porEstado = [...new Set(estados)].map((estado) => `${estado}: ${estados.filter((otro) => otro === estado).length}`);
  console.info(
    `${RAFAGA} inicios de sesión equivocados a la vez, cada uno con su cuenta y dirección: ${rafagaSegundos.toFixed(1)} s ` +
      `(${(RAFAGA / rafagaSegundos).toFixed(0)} contraseñas/s); respuestas ${porEstado.join(', ')}.`,
  );
  return dentro && resultados.every(Boolean);
}

async function principal(): Promise<boolean> {
  const database = await createTestDatabase();
  try {
    const config = loadConfig({
      ...database.env,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    });
    const app = await buildApp(config, { logger: false });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return await medir(url);
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

salirSegun(principal());
