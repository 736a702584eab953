/** Kilobytes here are 1000 bytes, as network tools count them (not KiB, 1024). */
export const KB = 1000;

/**
 * The targets of bench:peso, per page. JavaScript is the sum of each file's gzip -9 size, requests are files of type
 * script; the federation ratio divides that gzip sum by the same page's as one ordinary bundle.
 */
export const OBJETIVOS = {
  '/login': { maxGzipKB: 250, maxPeticionesJs: 30, maxRazonFederacion: 1.15, minLighthouse: 95 },
  '/': { maxGzipKB: 400, maxPeticionesJs: 45, maxRazonFederacion: 1.15, minLighthouse: 95 },
  // The registry's panel: its charts' library included (data-dictionary §7 outcomes).
  '/panel': { maxGzipKB: 400, maxPeticionesJs: 60, maxRazonFederacion: 1.15, minLighthouse: 90 },
} as const;

/** The measured pages, in the order of OBJETIVOS. */
export const RUTAS_MEDIDAS = Object.keys(OBJETIVOS) as RutaMedida[];

export type RutaMedida = keyof typeof OBJETIVOS;

/** What the bench measured on one page; null where the measurement failed (the page did not show), which misses. */
export interface CifrasPagina {
  peticionesJs: number | null;
  gzipJs: number | null;
  gzipJsSinFederacion: number | null;
  /** Lighthouse performance score, 0–100. */
  lighthouse: number | null;
}

export interface FilaObjetivo {
  ruta: RutaMedida;
  medida: string;
  cifra: string;
  objetivo: string;
  cumple: boolean;
}

const SIN_MEDIDA = 'sin medida';

export const formatearKB = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function razonFederacion(cifras: CifrasPagina): number | null {
  return cifras.gzipJs === null || cifras.gzipJsSinFederacion === null ? null : cifras.gzipJs / cifras.gzipJsSinFederacion;
}

function fila(
  ruta: RutaMedida,
  medida: string,
  valor: number | null,
  formato: (valor: number) => string,
  objetivo: string,
  cumple: (valor: number) => boolean,
): FilaObjetivo {
  return valor === null
    ? { ruta, medida, cifra: SIN_MEDIDA, objetivo, cumple: false }
    : { ruta, medida, cifra: formato(valor), objetivo, cumple: cumple(valor) };
}

/** One row per target and page, in the order of OBJETIVOS. */
export function filasDeObjetivos(cifras: Record<RutaMedida, CifrasPagina>): FilaObjetivo[] {
  return RUTAS_MEDIDAS.flatMap((ruta) => {
    const objetivo = OBJETIVOS[ruta];
    const pagina = cifras[ruta];
    return [
      fila(ruta, 'JS (gzip -9)', pagina.gzipJs, formatearKB, `≤ ${objetivo.maxGzipKB} KB`, (bytes) => bytes <= objetivo.maxGzipKB * KB),
      fila(ruta, 'peticiones JS', pagina.peticionesJs, String, `≤ ${objetivo.maxPeticionesJs}`, (total) => total <= objetivo.maxPeticionesJs),
      fila(ruta, 'federada / sin federación', razonFederacion(pagina), (razon) => razon.toFixed(3), `≤ ${objetivo.maxRazonFederacion}`, (razon) =>
        razon <= objetivo.maxRazonFederacion),
      fila(ruta, 'Lighthouse rendimiento', pagina.lighthouse, String, `≥ ${objetivo.minLighthouse}`, (puntos) => puntos >= objetivo.minLighthouse),
    ];
  });
}

/** The rows as an aligned text table with ✔/✘. */
export function tablaDeObjetivos(filas: readonly FilaObjetivo[]): string {
  const celdas = [['página', 'medida', 'cifra', 'objetivo', ''], ...filas.map((fila) => [fila.ruta, fila.medida, fila.cifra, fila.objetivo, fila.cumple ? '✔' : '✘'])];
  const anchos = celdas[0]?.map((_, columna) => Math.max(...celdas.map((fila) => fila[columna]?.length ?? 0))) ?? [];
  return celdas.map((fila) => fila.map((celda, columna) => celda.padEnd(anchos[columna] ?? 0)).join('  ').trimEnd()).join('\n');
}
