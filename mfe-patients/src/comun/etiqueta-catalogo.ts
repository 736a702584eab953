import { buscarFila, type CatalogoFila } from '@registro-lma/shared/domain';

/** The label users read for a stored code; «—» when not answered, the code itself if the catalogue lost it. */
export function etiquetaCatalogo(catalogo: readonly CatalogoFila[], codigo: string | null | undefined): string {
  if (codigo === null || codigo === undefined || codigo === '') return '—';
  return buscarFila(catalogo, codigo)?.etiqueta ?? codigo;
}
