import {
  buscarFila,
  ENSAYOS_DE_MUESTRA,
  formatearFecha,
  MATERIAL_MUESTRA,
  MOMENTO_ENSAYO_TODOS,
  MOMENTO_MUESTRA,
  type CatalogoFila,
  type Muestra,
} from '@registro-lma/shared/domain';

export const SIN_VALOR = '—';

/** The label of a stored code; «—» when there is none, the code itself if the catalogue lost it. */
export function etiqueta(catalogo: readonly CatalogoFila[], codigo: unknown): string {
  if (typeof codigo !== 'string' || codigo === '') return SIN_VALOR;
  return buscarFila(catalogo, codigo)?.etiqueta ?? codigo;
}

/** A stored `YYYY-MM-DD` as DD/MM/AAAA; «—» when there is none. */
export function fecha(valor: unknown): string {
  return typeof valor === 'string' && valor !== '' ? formatearFecha(valor) : SIN_VALOR;
}

/** The moment of a sample: the routine one (or its «other» text), or the trial and its protocol moment. */
export function momentoDe({ datos }: Pick<Muestra, 'datos'>): string {
  if (datos.es_ensayo === true) return `${etiqueta(ENSAYOS_DE_MUESTRA, datos.ensayo)} · ${etiqueta(MOMENTO_ENSAYO_TODOS, datos.momento_ensayo)}`;
  return datos.momento === 'OTRO' && typeof datos.momento_otro === 'string' ? datos.momento_otro : etiqueta(MOMENTO_MUESTRA, datos.momento);
}

export function materialDe({ datos }: Pick<Muestra, 'datos'>): string {
  return datos.material === 'OTRO' && typeof datos.material_otro === 'string' ? datos.material_otro : etiqueta(MATERIAL_MUESTRA, datos.material);
}
