import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';

/** The context of one FISH row: the record's other rows. */
export type ContextoFilaFish = { readonly filas: readonly Registro[] };

/** «Otra sonda» rows are told apart by the probe they name, so two different other probes may coexist. */
function claveSonda(fila: Registro): string | null {
  if (typeof fila.fish_sonda !== 'string') return null;
  if (fila.fish_sonda !== 'FISH_OTRA') return fila.fish_sonda;
  return typeof fila.fish_sonda_otra === 'string' ? `FISH_OTRA:${fila.fish_sonda_otra.trim().toLowerCase()}` : null;
}

/** data-dictionary §3.3 sub-table `diagnostico_fish`: one row per probe (G13). */
export const REGLAS_DIAGNOSTICO_FISH: readonly ReglaFormulario<ContextoFilaFish>[] = [
  {
    id: 'G13_fish_sonda',
    campos: ['fish_sonda'],
    severidad: 'E',
    validar: (fila, { filas }) => {
      const clave = claveSonda(fila);
      return clave !== null && filas.some((otra) => claveSonda(otra) === clave) ? formatMensaje('G13') : null;
    },
  },
];
