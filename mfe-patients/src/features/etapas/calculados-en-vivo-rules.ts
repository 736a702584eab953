import { normalizarRegistro, type ContextoEtapa, type DefinicionEtapa, type Registro } from '@registro-lma/shared/domain';
import type { Valores } from '@registro-lma/shared/ui';

/**
 * The stage's computed values for what the form holds now, as the server will compute them on saving: the fields
 * read as a draft (an unfinished value counts as empty) plus the sub-table rows. The auto-numbered key is the
 * server's (it numbers the rows by date): the stored value is kept.
 */
export function calculadosEnVivo(
  etapa: DefinicionEtapa,
  valores: Valores,
  filas: readonly Valores[],
  guardados: Registro,
  contexto: ContextoEtapa,
): Registro {
  const subtabla = etapa.subtabla;
  const adjuntos = subtabla === undefined ? {} : { [subtabla.nombre]: filas.map((fila) => normalizarRegistro(subtabla.campos, fila, 'borrador').datos) };
  const { datos } = normalizarRegistro(etapa.campos, valores, 'borrador', undefined, adjuntos);
  const numeracion = etapa.numeracion?.campo;
  const numero = numeracion === undefined ? {} : { [numeracion]: guardados[numeracion] ?? null };
  return { ...numero, ...etapa.derivar({ ...datos, ...adjuntos }, contexto) };
}
