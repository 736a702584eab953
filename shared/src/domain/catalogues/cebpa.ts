import { crearCatalogoConColumnas } from './catalogo-fila';

/**
 * catalogues.md §15 `cebpa`: CEBPA status. `eln_cebpa` is the ELN 2022 input `CEBPA` (only in-frame bZIP mutations
 * count as favourable); `null` = unknown.
 */
export const CEBPA = crearCatalogoConColumnas<{ readonly eln_cebpa: boolean | null }>()([
  ['NO_MUTADO', 'No mutado', { eln_cebpa: false }],
  ['BZIP_INFRAME_MONOALELICO', 'Mutación única in-frame en región bZIP', { eln_cebpa: true }],
  ['BIALELICO_BZIP_INFRAME', 'Bialélica, con una mutación in-frame en bZIP (típicamente TAD N-terminal + bZIP)', { eln_cebpa: true }],
  [
    'MUTADO_SIN_BZIP_INFRAME',
    'Mutado sin mutación bZIP in-frame (solo TAD N-terminal, bZIP con desplazamiento de lectura, u otra)',
    { eln_cebpa: false },
  ],
  ['MUTADO_TIPO_DESCONOCIDO', 'Mutado, localización/tipo no informados (p. ej. informe antiguo «bialélico»)', { eln_cebpa: null }],
  ['NO_REALIZADO', 'No realizado', { eln_cebpa: null }],
  ['PENDIENTE', 'Pendiente', { eln_cebpa: null }],
]);
