import { crearCatalogoConColumnas } from './catalogo-fila';

/** catalogues.md §25 `origen_lma` (computed): `regla` is the catalogue's rule; the first matching row wins. */
export const ORIGEN_LMA = crearCatalogoConColumnas<{ readonly regla: string }>()([
  ['RELACIONADA_TRATAMIENTO', 'Relacionada con tratamiento previo (post-terapia citotóxica)', { regla: '`terapia_citotoxica_previa` = SI' }],
  ['SECUNDARIA_SMD', 'Secundaria a SMD', { regla: 'SMD ∈ neoplasia_previa' }],
  ['SECUNDARIA_SMD_NMP', 'Secundaria a SMD/NMP', { regla: 'SMD_NMP ∈ neoplasia_previa' }],
  ['SECUNDARIA_NMP', 'Secundaria a NMP', { regla: 'NMP ∈ neoplasia_previa' }],
  [
    'NEOPLASIA_PREVIA_SIN_TC',
    'Tras neoplasia previa sin tratamiento citotóxico',
    { regla: 'any other prior neoplasm and `terapia_citotoxica_previa` = NO' },
  ],
  ['DE_NOVO', 'De novo', { regla: 'NINGUNA and `terapia_citotoxica_previa` = NO' }],
  ['DESCONOCIDO', 'Desconocido', { regla: 'otherwise' }],
]);
