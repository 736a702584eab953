import { crearCatalogoConColumnas } from './catalogo-fila';
import { TIPO_ESTUDIO, type CodigoTipoEstudio } from './tipo-estudio';

type ColumnasLaboratorio = {
  /** Studies (§44 `tipo_estudio`) the lab accepts: a sample goes only to a lab doing at least one requested study. */
  readonly tecnicas: readonly CodigoTipoEstudio[];
};

/** catalogues.md §2 `laboratorio` ⚙: the illustrative seed rows («all» techniques = every `tipo_estudio`). */
export const LABORATORIO = crearCatalogoConColumnas<ColumnasLaboratorio>()([
  ['LAB_CMF_REF', 'Laboratorio de referencia de citometría (diagnóstico y EMR)', { tecnicas: ['CMF_DIAGNOSTICO', 'CMF_EMR'] }],
  ['LAB_CG_REF', 'Laboratorio de referencia de citogenética y FISH', { tecnicas: ['CITOGENETICA', 'FISH'] }],
  ['LAB_MOL_REF', 'Laboratorio de referencia de biología molecular (PCR)', { tecnicas: ['PCR_DIAGNOSTICO', 'PCR_EMR'] }],
  ['LAB_NGS_REF', 'Laboratorio de referencia de secuenciación masiva (NGS)', { tecnicas: ['NGS'] }],
  ['LAB_LOCAL', 'Laboratorio del hospital de origen', { tecnicas: TIPO_ESTUDIO.map((fila) => fila.codigo) }],
]);

/** A laboratory code: the administrator adds and deactivates them (⚙), so any code of the catalogue in force. */
export type CodigoLaboratorio = string;
