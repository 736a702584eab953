import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §4 `laboratorio_economico` ⚙: who funds or is charged for the analysis. */
export const LABORATORIO_ECONOMICO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['GRUPO_COOPERATIVO', 'Grupo cooperativo (fundación del registro)', { nota: 'Registry-funded central testing' }],
  ['PROMOTOR_ENSAYO', 'Promotor del ensayo clínico', { nota: 'Mandatory default for trial samples (`muestra.es_ensayo = true`)' }],
  ['HOSPITAL_ORIGEN', 'Hospital de origen (asistencia pública)', { nota: 'Routine care test billed to the referring centre' }],
  ['PROYECTO_INVESTIGACION', 'Proyecto de investigación (convocatoria pública)', { nota: 'Grant code in `muestra.codigo_proyecto`' }],
  ['INDUSTRIA_PROGRAMA', 'Programa de diagnóstico patrocinado por la industria', { nota: 'e.g. companion-diagnostic programmes (FLT3, IDH1/2)' }],
  ['CONVENIO', 'Convenio entre centros', { nota: 'Inter-hospital agreement' }],
  ['OTRO', 'Otro (especificar)', {}],
]);
