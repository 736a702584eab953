// The load generator (autocannon, or users with pauses: usuarios-con-pausa.ts), in a process of its own so it does
// not share an event loop with the server or the orchestrator (proceso-carga.ts). Reads a PlanCarga (JSON) from its
// first argument and prints one MedidaCarga (JSON) line.
import autocannon from 'autocannon';
import { medir, type MedidaCarga, type PlanCarga } from './medidas-carga';
import { usuariosConPausa } from './usuarios-con-pausa';

// Shared by the warm-up and the measured run, so that a plan without repetition goes on where the warm-up stopped.
let siguiente = 0;

function ejecutar(plan: PlanCarga, segundos: number, conexiones: number): Promise<MedidaCarga> {
  const tiempos: number[] = [];
  // autocannon ignores `duration` when given `amount`: a plan without repetition is stopped by this timer instead.
  const limite = plan.repetirRutas ? { duration: segundos } : { amount: plan.rutas.length - siguiente };
  const json = plan.cuerpo === undefined ? {} : { 'content-type': 'application/json' };
  let temporizador: NodeJS.Timeout | undefined;
  return new Promise((resolve, reject) => {
    const instancia = autocannon(
      {
        url: plan.url,
        connections: conexiones,
        ...limite,
        headers: { authorization: plan.authorization, ...json },
        requests: [
          {
            method: plan.metodo,
            ...(plan.cuerpo === undefined ? {} : { body: JSON.stringify(plan.cuerpo) }),
            setupRequest: (request) => ({ ...request, path: siguienteRuta(plan) }),
          },
        ],
      },
      (error: unknown, resultado) => {
        clearTimeout(temporizador);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(medir(tiempos, resultado.duration, resultado.non2xx + resultado.errors));
      },
    );
    if (!plan.repetirRutas) temporizador = setTimeout(() => instancia.stop(), segundos * 1000);
    instancia.on('response', (_cliente, estado, _bytes, milisegundos) => {
      if (estado >= 200 && estado < 300) tiempos.push(milisegundos);
    });
  });
}

function siguienteRuta(plan: PlanCarga): string {
  const ruta = plan.rutas[siguiente % plan.rutas.length] ?? '/';
  siguiente += 1;
  return ruta;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as PlanCarga;
if (plan.calentamientoSegundos > 0) await ejecutar(plan, plan.calentamientoSegundos, Math.min(10, plan.conexiones));
const medida =
  plan.pausaMs === undefined
    ? await ejecutar(plan, plan.segundos, plan.conexiones)
    : await usuariosConPausa(plan, plan.pausaMs, plan.segundos, () => siguienteRuta(plan));
console.info(JSON.stringify(medida));
