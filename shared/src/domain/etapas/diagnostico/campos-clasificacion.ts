import { CODIGOS_EXCLUSIVOS } from '../../catalogues/codigos-exclusivos';
import { CALIFICADOR_ICC2022, ENTIDAD_ICC2022 } from '../../catalogues/entidad-icc2022';
import { CALIFICADOR_OMS2022, ENTIDAD_OMS2022 } from '../../catalogues/entidad-oms2022';
import { defineField } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs } from './lectura-campos';

const otrasGeneticas = siEs('entidad_oms2022', 'LMA_OTRAS_GENETICAS');

/** data-dictionary §3.3 J «Clasificación» (the broad `entidad` is the patient's, shown read-only). */
export const CAMPOS_CLASIFICACION = [
  defineField({
    kind: 'enum',
    name: 'entidad_oms2022',
    label: 'Entidad OMS 2022 (5ª ed.)',
    catalogo: ENTIDAD_OMS2022,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'entidad_oms2022_otra',
    label: 'Otra alteración genética definida',
    max: 200,
    required: otrasGeneticas,
    visibleIf: otrasGeneticas,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'multiEnum',
    name: 'calificador_oms2022',
    label: 'Calificadores OMS 2022',
    catalogo: CALIFICADOR_OMS2022,
    exclusivos: CODIGOS_EXCLUSIVOS.calificador_oms2022,
    required: 'siempre',
  }),
  defineField({ kind: 'enum', name: 'entidad_icc2022', label: 'Entidad ICC 2022', catalogo: ENTIDAD_ICC2022, required: 'siempre' }),
  defineField({
    kind: 'multiEnum',
    name: 'calificador_icc2022',
    label: 'Calificadores ICC 2022',
    catalogo: CALIFICADOR_ICC2022,
    exclusivos: CODIGOS_EXCLUSIVOS.calificador_icc2022,
    required: 'siempre',
  }),
];
