import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §28 `presentacion_clinica` (multi-enum; NINGUNO exclusive). */
export const PRESENTACION_CLINICA = crearCatalogo([
  ['NINGUNO', 'Asintomático / hallazgo analítico'],
  ['INFECCION', 'Fiebre / infección'],
  ['HEMORRAGIA', 'Hemorragia'],
  ['ANEMIA_SINTOMATICA', 'Síndrome anémico'],
  ['CID', 'Coagulación intravascular diseminada'],
  ['LEUCOSTASIS', 'Leucostasis'],
  ['LISIS_TUMORAL', 'Síndrome de lisis tumoral'],
  ['HIPERPLASIA_GINGIVAL', 'Hiperplasia gingival'],
  ['INFILTRACION_CUTANEA', 'Infiltración cutánea (leucemia cutis)'],
  ['VISCEROMEGALIA', 'Hepatomegalia / esplenomegalia'],
  ['ADENOPATIAS', 'Adenopatías'],
  ['OTRA', 'Otra (especificar)'],
]);
