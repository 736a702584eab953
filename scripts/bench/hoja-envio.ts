// How long the «Hoja de envío de muestra» takes to render (data object → A4 PDF with its
// Code-128 barcode), over BENCH_RENDERS renders (200 by default) after a warm-up, one after another as the route
// would serve them. Target: p95 ≤ 200 ms. Exits non-zero when over it.
// Usage: pnpm bench:hoja-envio
import { performance } from 'node:perf_hooks';
import { datosHojaEnvio } from '../../api/src/modules/hoja-envio/hoja-envio.fixture';
import { generarHojaEnvio } from '../../api/src/modules/hoja-envio/hoja-envio-pdf';
import { cargaDeLaMaquina, salirSegun } from './proceso-carga';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const CALENTAMIENTO = 20;
const OBJETIVO_P95_MS = 200;

function percentil(ordenados: readonly number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? Number.NaN;
}

async function principal(): Promise<boolean> {
  if (!Number.isInteger(RENDERS) || RENDERS < 200) throw new Error(`BENCH_RENDERS debe ser un entero ≥ 200 (es ${RENDERS}).`);
  for (let numero = 0; numero < CALENTAMIENTO; numero += 1) await generarHojaEnvio(datosHojaEnvio());
  const tiempos: number[] = [];
  let bytes = 0;
  for (let numero = 0; numero < RENDERS; numero += 1) {
    const datos = datosHojaEnvio({ codigo_muestra: `${String(numero).padStart(6, '0')}-M${String(numero % 1000).padStart(3, '0')}` });
    const inicio = performance.now();
    bytes = (await generarHojaEnvio(datos)).length;
    tiempos.push(performance.now() - inicio);
  }
  const ordenados = [...tiempos].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentil(ordenados, p));
  const cumple = (p95 ?? Number.POSITIVE_INFINITY) <= OBJETIVO_P95_MS;
  console.info(
    `Hoja de envío: ${RENDERS} renders (${cargaDeLaMaquina()}), ${(bytes / 1024).toFixed(1)} KB cada PDF: ` +
      `p50 ${p50?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms, p99 ${p99?.toFixed(1)} ms, máx ${ordenados.at(-1)?.toFixed(1)} ms; ` +
      `objetivo p95 ≤ ${OBJETIVO_P95_MS} ms: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}`,
  );
  return cumple;
}

salirSegun(principal());
