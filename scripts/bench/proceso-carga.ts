import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MedidaCarga, PlanCarga } from './medidas-carga';

const procesoDeCarga = fileURLToPath(new URL('./carga-autocannon.ts', import.meta.url));

/** Runs `plan` in the load process (carga-autocannon.ts) and answers what it measured. */
export function cargar(plan: PlanCarga): Promise<MedidaCarga> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['--import', 'tsx', procesoDeCarga, JSON.stringify(plan)], {
      cwd: path.dirname(procesoDeCarga),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let salida = '';
    hijo.stdout.on('data', (trozo) => (salida += trozo));
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => {
      const ultima = salida.trim().split('\n').at(-1);
      if (codigo === 0 && ultima) resolve(JSON.parse(ultima) as MedidaCarga);
      else reject(new Error(`El proceso de carga terminó con código ${codigo}: ${salida}`));
    });
  });
}

/** «2 núcleos; 1/5/15 min: 3.10 2.75 2.40»: the figures mean little without it on a shared machine. */
export function cargaDeLaMaquina(): string {
  return `${os.cpus().length} núcleos; 1/5/15 min: ${os.loadavg().map((carga) => carga.toFixed(2)).join(' ')}`;
}

const ms = (valor: number) => valor.toFixed(1).padStart(7);

/** Prints one line per scenario; true when the run had no failure and met its target (null: a reference). */
export function informar(nombre: string, objetivoP95Ms: number | null, medida: MedidaCarga): boolean {
  const cumple = medida.fallidas === 0 && (objetivoP95Ms === null || medida.p95 <= objetivoP95Ms);
  const objetivo = objetivoP95Ms === null ? 'sin objetivo' : `p95 ≤ ${objetivoP95Ms} ms`;
  const fallos = medida.fallidas > 0 ? `, ${medida.fallidas} fallidas` : '';
  console.info(
    `${nombre.padEnd(56)} p50 ${ms(medida.p50)}  p95 ${ms(medida.p95)}  p99 ${ms(medida.p99)} ms  ${medida.porSegundo.toFixed(0).padStart(5)} pet/s` +
      `  ${objetivo}: ${cumple ? 'CUMPLE' : 'NO CUMPLE'}${fallos}`,
  );
  return cumple;
}

/** Ends a benchmark's process: 0 when every target was met, 1 when one was missed or the run failed. */
export function salirSegun(resultado: Promise<boolean>): void {
  resultado.then(
    (cumple) => process.exit(cumple ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
