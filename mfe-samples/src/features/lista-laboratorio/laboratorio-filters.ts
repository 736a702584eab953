import type { SortState } from '@registro-lma/shared/ui';

/** The worklist's query as the API takes it (`''` = any): sort, state, laboratory, centre, study, trial, dates. */
export type FiltrosLaboratorio = SortState & {
  readonly estado: string;
  readonly laboratorio: string;
  readonly hospital_id: string;
  readonly estudio: string;
  readonly ensayo: string;
  readonly extraccion_desde: string;
  readonly extraccion_hasta: string;
  readonly envio_desde: string;
  readonly envio_hasta: string;
  readonly [nombre: string]: string;
};

/** The date bounds of the worklist's filters, with their labels. */
export const LIMITES_FECHA = [
  ['extraccion_desde', 'Extracción desde'],
  ['extraccion_hasta', 'Extracción hasta'],
  ['envio_desde', 'Envío desde'],
  ['envio_hasta', 'Envío hasta'],
] as const;

/** Newest change first (the order the worklist's index holds), nothing narrowed. */
export const FILTROS_INICIALES: FiltrosLaboratorio = {
  orden: 'modificado_en',
  direccion: 'desc',
  estado: '',
  laboratorio: '',
  hospital_id: '',
  estudio: '',
  ensayo: '',
  extraccion_desde: '',
  extraccion_hasta: '',
  envio_desde: '',
  envio_hasta: '',
};

/** What narrows the list beyond its state tab (an empty result then means «no match»). */
export function hayFiltros(filtros: FiltrosLaboratorio): boolean {
  return ['laboratorio', 'hospital_id', 'estudio', 'ensayo', ...LIMITES_FECHA.map(([nombre]) => nombre)].some((nombre) => filtros[nombre] !== '');
}
