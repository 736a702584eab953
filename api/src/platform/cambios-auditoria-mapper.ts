import type { CambioCampo } from '@registro-lma/shared/domain';

/** Bookkeeping columns every record has: they change on every save and are shown elsewhere. */
const COLUMNAS_DE_REGISTRO = new Set(['version', 'creado_por', 'creado_en', 'modificado_por', 'modificado_en']);

function comoObjeto(instantanea: unknown): Record<string, unknown> {
  return typeof instantanea === 'object' && instantanea !== null && !Array.isArray(instantanea) ? (instantanea as Record<string, unknown>) : {};
}

/**
 * Field-level changes between two audit snapshots (before/after of one record; null before a creation or after a
 * deletion), in the order the fields appear in the snapshots. Values compare by their JSON form.
 */
export function cambiosEntre(antes: unknown, despues: unknown): CambioCampo[] {
  const previo = comoObjeto(antes);
  const nuevo = comoObjeto(despues);
  const campos = [...new Set([...Object.keys(previo), ...Object.keys(nuevo)])].filter((campo) => !COLUMNAS_DE_REGISTRO.has(campo));
  return campos
    .map((campo) => ({ campo, antes: previo[campo] ?? null, despues: nuevo[campo] ?? null }))
    .filter((cambio) => JSON.stringify(cambio.antes) !== JSON.stringify(cambio.despues));
}
