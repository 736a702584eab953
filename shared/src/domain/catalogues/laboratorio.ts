import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §2 `laboratorio` ⚙: the illustrative seed rows. */
export const LABORATORIO = crearCatalogo([
  ['LAB_CMF_REF', 'Laboratorio de referencia de citometría (diagnóstico y EMR)'],
  ['LAB_CG_REF', 'Laboratorio de referencia de citogenética y FISH'],
  ['LAB_MOL_REF', 'Laboratorio de referencia de biología molecular (PCR)'],
  ['LAB_NGS_REF', 'Laboratorio de referencia de secuenciación masiva (NGS)'],
  ['LAB_LOCAL', 'Laboratorio del hospital de origen'],
]);

export type CodigoLaboratorio = (typeof LABORATORIO)[number]['codigo'];
