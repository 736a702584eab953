import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as esperar } from 'node:timers/promises';
import { medir, type MedidaCarga, type PlanCarga } from './medidas-carga';

/** One request on the shared keep-alive agent: its status once the whole answer has arrived. */
function pedir(agente: http.Agent, plan: PlanCarga, authorization: string, ruta: string): Promise<number> {
  const destino = new URL(ruta, plan.url);
  const cuerpo = plan.cuerpo === undefined ? undefined : JSON.stringify(plan.cuerpo);
  return new Promise((resolve, reject) => {
    const peticion = http.request(
      destino,
      {
        agent: agente,
        method: plan.metodo,
        headers: { authorization, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (respuesta) => {
        respuesta.resume();
        respuesta.on('end', () => resolve(respuesta.statusCode ?? 0));
        respuesta.on('error', reject);
      },
    );
    peticion.on('error', reject);
    peticion.end(cuerpo);
  });
}

/**
 * `plan.conexiones` users, each on a connection of its own, each sending a request, waiting for the whole answer,
 * then pausing `pausaMs` (± 50 %, so that users drift apart as people do) before the next one: the load of people
 * typing or reading, not of a machine sending as fast as it is answered. Users start spread over one pause.
 */
export async function usuariosConPausa(plan: PlanCarga, pausaMs: number, segundos: number, siguienteRuta: () => string): Promise<MedidaCarga> {
  const agente = new http.Agent({ keepAlive: true, maxSockets: plan.conexiones });
  const tiempos: number[] = [];
  let fallidas = 0;
  const inicio = performance.now();
  const fin = inicio + segundos * 1000;
  const pausa = () => pausaMs * (0.5 + Math.random());

  async function usuario(indice: number): Promise<void> {
    const sesiones = plan.autorizaciones ?? [];
    const authorization = sesiones[indice % Math.max(1, sesiones.length)] ?? plan.authorization;
    await esperar(Math.random() * pausaMs);
    while (performance.now() < fin) {
      const enviada = performance.now();
      try {
        const estado = await pedir(agente, plan, authorization, siguienteRuta());
        if (estado >= 200 && estado < 300) tiempos.push(performance.now() - enviada);
        else fallidas += 1;
      } catch {
        fallidas += 1;
      }
      await esperar(pausa());
    }
  }

  await Promise.all(Array.from({ length: plan.conexiones }, (_vacio, indice) => usuario(indice)));
  agente.destroy();
  return medir(tiempos, (performance.now() - inicio) / 1000, fallidas);
}
