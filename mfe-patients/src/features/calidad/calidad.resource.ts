import { DATOS_ESENCIALES, hoy, REGLA_CALIDAD } from '@registro-lma/shared/domain';
import { urlWithQuery } from '@registro-lma/shared/ui';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** Filters and sort of `GET /calidad` and of its export, as query text; empty = no filter. */
export interface FiltrosCalidad {
  /** A code of REGLA_CALIDAD. */
  readonly regla: string;
  readonly hospital_id: string;
  readonly item: string;
  /** Lines at least this many days old. */
  readonly dias_min: string;
  readonly orden: string;
  readonly direccion: string;
  readonly [name: string]: string;
}

export const SIN_FILTROS: FiltrosCalidad = { regla: '', hospital_id: '', item: '', dias_min: '', orden: 'antiguedad', direccion: 'desc' };

const FILTRABLES = ['regla', 'hospital_id', 'item', 'dias_min'] as const;

/** The filters a link to `/calidad?regla=…` asks for (the home counts link there); unknown rules are ignored. */
export function filtrosDeEnlace(busqueda: URLSearchParams): FiltrosCalidad {
  const regla = busqueda.get('regla') ?? '';
  const hospital = busqueda.get('hospital_id') ?? '';
  const item = busqueda.get('item') ?? '';
  return {
    ...SIN_FILTROS,
    regla: REGLA_CALIDAD.some((fila) => fila.codigo === regla) ? regla : '',
    hospital_id: /^\d+$/.test(hospital) ? hospital : '',
    item: DATOS_ESENCIALES.some((fila) => fila.codigo === item) ? item : '',
  };
}

export function urlExportacion(filtros: FiltrosCalidad): string {
  return urlWithQuery(RUTAS_API.exportacionCalidad(), filtros);
}

/** The name the API gives the file (`calidad-<day>.csv`). */
export function nombreExportacion(): string {
  return `calidad-${hoy()}.csv`;
}

export interface ConsultasAbiertas {
  readonly abiertas: number;
  /** Lines that already had a query not closed. */
  readonly omitidas: number;
}

/** «Abrir consultas para las N líneas filtradas»: the list's filters (not its sort) and the question. */
export function abrirConsultasEnBloque(filtros: FiltrosCalidad, texto: string): Promise<ConsultasAbiertas> {
  const cuerpo = Object.fromEntries(
    FILTRABLES.filter((nombre) => filtros[nombre] !== '').map((nombre) => [nombre, nombre === 'regla' || nombre === 'item' ? filtros[nombre] : Number(filtros[nombre])]),
  );
  return http.post<ConsultasAbiertas>(RUTAS_API.consultasCalidad(), { ...cuerpo, texto_consulta: texto });
}
