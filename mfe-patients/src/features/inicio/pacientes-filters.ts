import type { SortState } from '@registro-lma/shared/ui';

/** The home list's query: sort, UPN fragment, state and entity (`''` = any). */
export type FiltrosPacientes = SortState & {
  readonly upn: string;
  readonly estado: string;
  readonly entidad: string;
  readonly [nombre: string]: string;
};

export const FILTROS_INICIALES: FiltrosPacientes = { orden: 'modificado_en', direccion: 'desc', upn: '', estado: '', entidad: '' };

export const TAMANO_PAGINA = 25;

/** Whether the list is narrowed: an empty result then means «no match», not «no patients yet». */
export function hayFiltros(filtros: FiltrosPacientes): boolean {
  return filtros.upn !== '' || filtros.estado !== '' || filtros.entidad !== '';
}
