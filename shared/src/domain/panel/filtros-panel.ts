import { crearCatalogo, crearCatalogoConColumnas } from '../catalogues/catalogo-fila';

/** The panel's outcomes (data-dictionary §7). */
export const DESENLACE_PANEL = crearCatalogo([
  ['OS', 'Supervivencia global'],
  ['EFS', 'Supervivencia libre de evento'],
  ['RFS', 'Supervivencia libre de recaída'],
]);
export type DesenlacePanel = (typeof DESENLACE_PANEL)[number]['codigo'];

/** Age at diagnosis (full years, §7 `edad_diagnostico`) in the bands AML cohorts are reported in; `hasta` inclusive. */
export const GRUPO_EDAD_PANEL = crearCatalogoConColumnas<{ desde: number; hasta: number | null }>()([
  ['18_59', '18–59 años', { desde: 18, hasta: 59 }],
  ['60_69', '60–69 años', { desde: 60, hasta: 69 }],
  ['70_79', '70–79 años', { desde: 70, hasta: 79 }],
  ['80_MAS', '80 años o más', { desde: 80, hasta: null }],
]);

/** How the curves are split; a gene's split is written `gen:<GEN>` (mutated against wild type). */
export const AGRUPACIONES_PANEL = ['ninguno', 'riesgo_eln', 'edad', 'intensidad', 'centro'] as const;
export const PREFIJO_GEN_PANEL = 'gen:';

/** The group code of a curve over everyone, and of patients without the value a split reads. */
export const GRUPO_TODOS = 'TODOS';
export const GRUPO_SIN_DATO = 'SIN_DATO';

/** Small numbers (LECTURA): a count of 1 to 4 patients is shown as this text, and a group under 10 has no curve. */
export const CELDA_PEQUENA = '<5';
export const MINIMO_CELDA = 5;
export const MINIMO_CURVA = 10;
