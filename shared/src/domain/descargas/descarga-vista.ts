import type { AreaDescargaId } from './areas-descarga';
import type { EstadoDescarga, FormatoDescarga } from './opciones-descarga';

/** An extract as its owner sees it (the API's `Descarga` schema): format, options, state, progress, file, expiry, failure or refusal reason. */
export type DescargaVista = {
  readonly descarga_id: string;
  readonly area: AreaDescargaId;
  readonly formato: FormatoDescarga;
  readonly estado: EstadoDescarga;
  readonly filas_hechas: number;
  readonly filas_total: number | null;
  /** 0–100, null while the rows are being counted. */
  readonly progreso_pct: number | null;
  readonly error: string | null;
  readonly seudonimizado: boolean;
  readonly incluir_etiquetas: boolean;
  /** The trial filter (`ensayo` area). */
  readonly ensayo: string | null;
  readonly nombre_archivo: string | null;
  readonly tamano_bytes: number | null;
  readonly sha256: string | null;
  readonly filas_por_fichero: Readonly<Record<string, number>> | null;
  readonly creada_en: string;
  readonly terminada_en: string | null;
  readonly caduca_en: string | null;
};

/** The states in which the job may still change: the screen keeps following them. */
export const ESTADOS_DESCARGA_ACTIVOS: readonly EstadoDescarga[] = ['PENDIENTE', 'EN_CURSO'];

export const ETIQUETA_ESTADO_DESCARGA: Readonly<Record<EstadoDescarga, string>> = {
  PENDIENTE: 'En cola',
  EN_CURSO: 'Generando',
  LISTA: 'Lista',
  FALLIDA: 'Fallida',
  CANCELADA: 'Cancelada',
  CADUCADA: 'Caducada',
  DENEGADA: 'Denegada',
};
