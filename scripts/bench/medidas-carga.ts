/** What one load run measured: latencies of the answered requests (ms) and the throughput. */
export interface MedidaCarga {
  peticiones: number;
  porSegundo: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts: any of them voids the run. */
  fallidas: number;
}

/** The plan the load process receives (JSON in its first argument). */
export interface PlanCarga {
  url: string;
  authorization: string;
  /** One session per user of a run with pauses (user i takes the i-th, in turn); without it all share `authorization`. */
  autorizaciones?: string[];
  metodo: 'GET' | 'PUT';
  /** Sent as JSON with every request. */
  cuerpo?: object;
  /** Paths requested in turn, each connection taking the next one. */
  rutas: string[];
  /** false: each path once (a save that creates a record cannot be repeated); the run ends early when they run out. */
  repetirRutas: boolean;
  conexiones: number;
  /** Each connection is a user who pauses this long (± 50 %) after every answer (usuarios-con-pausa.ts). */
  pausaMs?: number;
  segundos: number;
  /** Unmeasured run first, so the JIT and the caches are warm. */
  calentamientoSegundos: number;
}

/** Nearest-rank percentile of ascending values. */
export function percentil(ordenados: readonly number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.ceil(ordenados.length * p) - 1)] ?? Number.NaN;
}

export function medir(tiempos: readonly number[], segundos: number, fallidas: number): MedidaCarga {
  const ordenados = [...tiempos].sort((a, b) => a - b);
  return {
    peticiones: ordenados.length,
    porSegundo: ordenados.length / segundos,
    p50: percentil(ordenados, 0.5),
    p95: percentil(ordenados, 0.95),
    p99: percentil(ordenados, 0.99),
    fallidas,
  };
}

/**
 * What a user types in the UPN search box while looking for `cantidad` patients among UPNs 1..`maximo`: the number
 * keystroke by keystroke ('1', '12', '123'…), the full code from 'LMA-0' on (now and then in lower case), and
 * fragments of 3–6 digits remembered from the middle of a UPN.
 */
export function textosDeBusqueda(cantidad: number, maximo: number, azar: () => number = Math.random): string[] {
  const textos: string[] = [];
  for (let vez = 0; vez < cantidad; vez += 1) {
    const numero = 1 + Math.floor(azar() * maximo);
    const cifras = String(numero);
    const upn = `LMA-${cifras.padStart(6, '0')}`;
    const forma = vez % 3;
    if (forma === 0) {
      for (let largo = 1; largo <= cifras.length; largo += 1) textos.push(cifras.slice(0, largo));
    } else if (forma === 1) {
      const escrito = azar() < 0.3 ? upn.toLowerCase() : upn;
      for (let largo = 5; largo <= escrito.length; largo += 1) textos.push(escrito.slice(0, largo));
    } else {
      const largo = 3 + Math.floor(azar() * 4);
      const desde = Math.floor(azar() * (7 - largo));
      textos.push(upn.slice(4 + desde, 4 + desde + largo));
    }
  }
  return textos;
}
