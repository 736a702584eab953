import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §44 `tipo_estudio` (multi-enum): studies requested for a sample / offered by a lab. */
export const TIPO_ESTUDIO = crearCatalogo([
  ['CMF_DIAGNOSTICO', 'Citometría de flujo – diagnóstico'],
  ['CMF_EMR', 'Citometría de flujo – EMR'],
  ['CITOGENETICA', 'Citogenética convencional'],
  ['FISH', 'FISH'],
  ['PCR_DIAGNOSTICO', 'Biología molecular diagnóstica (PCR/fragmentos)'],
  ['PCR_EMR', 'qPCR – EMR'],
  ['NGS', 'Secuenciación masiva (NGS)'],
  ['MORFOLOGIA', 'Morfología (revisión central)'],
  ['BIOBANCO', 'Almacenamiento en biobanco'],
  ['OTRO', 'Otro (especificar)'],
]);

export type CodigoTipoEstudio = (typeof TIPO_ESTUDIO)[number]['codigo'];
