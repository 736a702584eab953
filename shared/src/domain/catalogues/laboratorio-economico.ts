import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §4 `laboratorio_economico` ⚙: who funds or is charged for the analysis. */
export const LABORATORIO_ECONOMICO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['GRUPO_COOPERATIVO', 'Grupo cooperativo (fundación del registro)', { nota: 'Pruebas centrales financiadas por el registro' }],
  ['PROMOTOR_ENSAYO', 'Promotor del ensayo clínico', { nota: 'Por defecto y obligatorio en las muestras de ensayo' }],
  ['HOSPITAL_ORIGEN', 'Hospital de origen (asistencia pública)', { nota: 'Prueba asistencial facturada al centro de origen' }],
  ['PROYECTO_INVESTIGACION', 'Proyecto de investigación (convocatoria pública)', { nota: 'Código de la convocatoria en el «Código de proyecto» de la muestra' }],
  ['INDUSTRIA_PROGRAMA', 'Programa de diagnóstico patrocinado por la industria', { nota: 'p. ej., programas de diagnóstico complementario (FLT3, IDH1/2)' }],
  ['CONVENIO', 'Convenio entre centros', { nota: 'Acuerdo entre hospitales' }],
  ['OTRO', 'Otro (especificar)', {}],
]);
