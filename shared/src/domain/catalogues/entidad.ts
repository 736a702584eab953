import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §8.1 `entidad`: broad entity at registration. */
export const ENTIDAD = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['LMA', 'Leucemia mieloide aguda (no promielocítica)', { nota: 'includes myeloid sarcoma with marrow involvement' }],
  ['LPA', 'Leucemia promielocítica aguda (PML::RARA u otro reordenamiento de RARA)', { nota: 'ELN genetic risk not applicable' }],
  [
    'SMD_LMA',
    'SMD/LMA (ICC 2022: 10–19 % de blastos)',
    { nota: 'ICC category; WHO 2022 classifies these cases as MDS with increased blasts-2 unless an AML-defining genetic lesion is present' },
  ],
  ['LA_LINAJE_AMBIGUO', 'Leucemia aguda de linaje ambiguo / fenotipo mixto', { nota: 'eligible only in trials/studies such as LA-MIX' }],
  ['SARCOMA_MIELOIDE_AISLADO', 'Sarcoma mieloide aislado (sin afectación medular)', {}],
]);

/**
 * catalogues.md §8.2–§8.3 column `umbral_blastos`: blast % (marrow or blood) the entity requires, used for warnings.
 * `maximo` closes the MDS/AML range written «10–19». `null`: no blast threshold («none»), not applicable («—»),
 * or a criterion that is not a blast count (then in `nota`).
 */
export type UmbralBlastos = { readonly minimo: number; readonly maximo: number | null } | null;
