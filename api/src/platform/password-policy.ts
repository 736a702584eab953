import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { MENSAJE_SERVIDOR_OCUPADO } from '@registro-lma/shared/domain';
import { ApiError } from './api-errors';

/**
 * Hashes computed at once by this process, and how many more may wait. Each argon2 run takes 19 MiB and tens of
 * milliseconds of a core: unbounded, a burst of sign-ins is a CPU and memory denial of service. Past the queue the
 * caller is told to come back (503 with Retry-After) instead of piling up.
 */
export const HASHES_A_LA_VEZ = 2;
export const HASHES_EN_ESPERA = 32;
const REINTENTAR_EN_SEGUNDOS = 2;

export interface LimiteHashes {
  /** Runs `calculo` when a slot is free, or throws 503 when the queue is full. */
  ejecutar<T>(calculo: () => Promise<T>): Promise<T>;
  /** Calls `observador` with the number of hashes running each time one starts; returns the way to stop. */
  observar(observador: (enCurso: number) => void): () => void;
}

export function crearLimiteHashes(aLaVez: number, enEspera: number): LimiteHashes {
  const limite = pLimit(aLaVez);
  const observadores = new Set<(enCurso: number) => void>();
  return {
    ejecutar(calculo) {
      if (limite.pendingCount >= enEspera) {
        return Promise.reject(new ApiError(503, MENSAJE_SERVIDOR_OCUPADO, undefined, REINTENTAR_EN_SEGUNDOS));
      }
      return limite(() => {
        for (const observador of observadores) observador(limite.activeCount);
        return calculo();
      });
    },
    observar(observador) {
      observadores.add(observador);
      return () => observadores.delete(observador);
    },
  };
}

/** The one limit of this process: every hash and every verification goes through it. */
export const limiteHashes = crearLimiteHashes(HASHES_A_LA_VEZ, HASHES_EN_ESPERA);

// The library's default algorithm is argon2id (m=19 MiB, t=2, p=1: the OWASP baseline). Its
// `Algorithm` const enum cannot be referenced under isolatedModules, so the default is relied on
// and pinned by the test.
export function hashPassword(password: string): Promise<string> {
  return limiteHashes.ejecutar(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limiteHashes.ejecutar(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
