import type { CatalogoId, CodigoCatalogo } from './catalogos';

type CodigosExclusivos = { readonly [K in CatalogoId]?: readonly CodigoCatalogo<K>[] };

/** Codes marked «exclusivo» in catalogues.md: in a multi-enum they cannot be combined with any other code (G16). */
export const CODIGOS_EXCLUSIVOS = {
  ensayo: ['NINGUNO'],
  calificador_oms2022: ['NINGUNO'],
  calificador_icc2022: ['NINGUNO'],
  enfermedad_neoplasica_previa: ['NINGUNA'],
  presentacion_clinica: ['NINGUNO'],
  condicion_recepcion: ['CORRECTA'],
  profilaxis_eich: ['NINGUNA'],
} as const satisfies CodigosExclusivos;
