import dayjs from 'dayjs';
import type { GrupoSupervivencia, RecuentoPanel } from '@registro-lma/shared/domain';

/** The time axis: months (Julian, 365,25 / 12 days, as R's users divide) or days as the API gives them. */
export type UnidadTiempo = 'meses' | 'dias';

export const DIAS_POR_MES = 365.25 / 12;

/** The axis' steps and the number-at-risk columns: every 6 months, or every 180 days. */
export const PASO_EJE: Readonly<Record<UnidadTiempo, number>> = { meses: 6, dias: 180 };

/** The axis' ticks, from 0 to the last time rounded up to a step. */
export function marcasEje(x: readonly number[], unidad: UnidadTiempo): number[] {
  const paso = PASO_EJE[unidad];
  const ultimo = Math.max(paso, ...x);
  return Array.from({ length: Math.ceil(ultimo / paso) + 1 }, (_, i) => i * paso);
}

export const ETIQUETA_UNIDAD: Readonly<Record<UnidadTiempo, string>> = { meses: 'meses', dias: 'días' };

export const enUnidad = (dias: number, unidad: UnidadTiempo): number => (unidad === 'meses' ? dias / DIAS_POR_MES : dias);

const decimales = (valor: number, cifras: number) => valor.toLocaleString('es-ES', { minimumFractionDigits: cifras, maximumFractionDigits: cifras });

export const porcentaje = (valor: number | null): string => (valor === null ? '—' : `${decimales(valor * 100, 1)} %`);

export const tiempo = (dias: number | null, unidad: UnidadTiempo): string => (dias === null ? '—' : decimales(enUnidad(dias, unidad), unidad === 'meses' ? 1 : 0));

/** «14,2 (10,1–18,0)»; a median the curve never reaches is «No alcanzada», an open limit «NA». */
export function medianaConIc(grupo: GrupoSupervivencia, unidad: UnidadTiempo): string {
  if (grupo.curva === null) return '—';
  if (grupo.mediana_dias === null) return 'No alcanzada';
  const limite = (dias: number | null) => (dias === null ? 'NA' : tiempo(dias, unidad));
  return `${tiempo(grupo.mediana_dias, unidad)} (${limite(grupo.mediana_li)}–${limite(grupo.mediana_ls)})`;
}

/** «85,3 % (80,1–90,8)». */
export const estimacionConIc = (s: number, li: number | null, ls: number | null): string =>
  `${porcentaje(s)} (${li === null ? 'NA' : decimales(li * 100, 1)}–${ls === null ? 'NA' : decimales(ls * 100, 1)})`;

export const valorP = (p: number | null): string => (p === null ? '—' : p < 0.001 ? '< 0,001' : decimales(p, 3));

export const recuento = (valor: RecuentoPanel): string => String(valor);

/** «calculado el DD/MM/AAAA HH:mm», in the browser's time zone. */
export const calculadoEl = (iso: string): string => `calculado el ${dayjs(iso).format('DD/MM/YYYY HH:mm')}`;

/**
 * Patients at risk at `dias` as R's `summary(fit, times)` reports it: those of the first listed time at or after it
 * (every distinct time is listed, censored ones too); none once every patient has left.
 */
export function enRiesgoEn(grupo: GrupoSupervivencia, dias: number): RecuentoPanel | null {
  if (grupo.curva === null) return null;
  if (dias <= 0) return grupo.n;
  return grupo.curva.find((punto) => punto.t >= dias)?.n_riesgo ?? 0;
}
