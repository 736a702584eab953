import type { Registro } from '../fields/campo';
import type { DefinicionEtapa } from './definicion-etapa';

/**
 * The record with the codes its choices imply added to their lists (data-dictionary §3.7: ATG = SI adds ATG to the
 * GVHD prophylaxis), so a record saved without the form gets them as the form gives them. A list that is not a
 * list is left for its field's own error.
 */
export function conCodigosImplicitos(etapa: DefinicionEtapa, entrada: Registro): Registro {
  let registro = entrada;
  for (const { si, campo, codigo } of etapa.codigosImplicitos ?? []) {
    const lista = registro[campo] ?? [];
    if (registro[si.campo] !== si.valor || !Array.isArray(lista) || lista.includes(codigo)) continue;
    registro = { ...registro, [campo]: [...(lista as unknown[]), codigo] };
  }
  return registro;
}
