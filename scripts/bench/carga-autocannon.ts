// The load generator, in a process of its own so it does not share an event loop with the server or the
// orchestrator (pacientes-carga.ts). Reads a PlanCarga (JSON) from its first argument and prints one MedidaCarga
// (JSON) line.
import autocannon from 'autocannon';
import { medir, type MedidaCarga, type PlanCarga } from './medidas-carga';

function ejecutar(plan: PlanCarga, segundos: number, conexiones: number): Promise<MedidaCarga> {
  let siguiente = 0;
  const tiempos: number[] = [];
  return new Promise((resolve, reject) => {
    const instancia = autocannon(
      {
        url: plan.url,
        connections: conexiones,
        duration: segundos,
        headers: { authorization: plan.authorization },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              siguiente += 1;
              return { ...request, path: plan.rutas[siguiente % plan.rutas.length] ?? '/' };
            },
          },
        ],
      },
      (error: unknown, resultado) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(medir(tiempos, resultado.duration, resultado.non2xx + resultado.errors));
      },
    );
    instancia.on('response', (_cliente, estado, _bytes, milisegundos) => {
      if (estado >= 200 && estado < 300) tiempos.push(milisegundos);
    });
  });
}

const plan = JSON.parse(process.argv[2] ?? '{}') as PlanCarga;
if (plan.calentamientoSegundos > 0) await ejecutar(plan, plan.calentamientoSegundos, Math.min(10, plan.conexiones));
const medida = await ejecutar(plan, plan.segundos, plan.conexiones);
console.info(JSON.stringify(medida));
