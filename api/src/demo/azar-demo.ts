import type { Ponderado } from './distribuciones-demo';

/** A reproducible source of chance: the same seed gives the same draws, so benchmarks can be repeated. */
export interface Azar {
  /** Uniform in [0, 1). */
  uniforme(): number;
  /** True with probability `p`. */
  si(p: number): boolean;
  /** Integer in [min, max]. */
  entero(min: number, max: number): number;
  /** Decimal in [min, max] rounded to `decimales`. */
  decimal(min: number, max: number, decimales: number): number;
  elegir<T>(lista: readonly T[]): T;
  ponderado<T extends string>(pesos: readonly Ponderado<T>[]): T;
}

/** mulberry32: 32-bit state, fast and good enough for fictitious data (not for anything secret). */
function mulberry32(semilla: number): () => number {
  let estado = semilla >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The chance of one patient of a run: derived from the run's seed and the patient's number, independent of batches. */
export function crearAzar(semilla: number, numero = 0): Azar {
  const siguiente = mulberry32(Math.imul(semilla ^ 0x9e3779b9, 2654435761) ^ Math.imul(numero + 1, 0x85ebca6b));
  const azar: Azar = {
    uniforme: siguiente,
    si: (p) => siguiente() < p,
    entero: (min, max) => min + Math.floor(siguiente() * (max - min + 1)),
    decimal: (min, max, decimales) => Number((min + siguiente() * (max - min)).toFixed(decimales)),
    elegir: (lista) => {
      const valor = lista[Math.floor(siguiente() * lista.length)];
      if (valor === undefined) throw new Error('Sin valores que elegir.');
      return valor;
    },
    ponderado: (pesos) => {
      const total = pesos.reduce((suma, [, peso]) => suma + peso, 0);
      let resto = siguiente() * total;
      for (const [valor, peso] of pesos) {
        resto -= peso;
        if (resto < 0) return valor;
      }
      const ultimo = pesos.at(-1);
      if (ultimo === undefined) throw new Error('Sin valores que elegir.');
      return ultimo[0];
    },
  };
  return azar;
}
