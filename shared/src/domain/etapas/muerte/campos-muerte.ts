import { CAUSA_MUERTE, FASE_MUERTE } from '../../catalogues/seguimiento-recaida-muerte';
import { SI_NO_DESC } from '../../catalogues/si-no';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../../paciente/mensajes-paciente';

const OTRA_CAUSA = 'OTRA_NO_RELACIONADA';

/** «Otra causa» describes the unlisted cause, whether it is the main one or a contributing one. */
const conOtraCausa = (registro: Registro): boolean =>
  registro.muerte_causa_principal === OTRA_CAUSA ||
  (Array.isArray(registro.muerte_causas_contribuyentes) && registro.muerte_causas_contribuyentes.includes(OTRA_CAUSA));

/** data-dictionary §3.11 `muerte`: the death record, in form order. */
export const CAMPOS_MUERTE: readonly Campo[] = [
  defineField({ kind: 'date', name: 'muerte_fecha', label: 'Fecha de fallecimiento', required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'muerte_causa_principal',
    label: 'Causa principal de muerte',
    catalogo: CAUSA_MUERTE,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'muerte_causa_otra',
    label: 'Otra causa',
    max: 200,
    required: conOtraCausa,
    visibleIf: conOtraCausa,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'multiEnum',
    name: 'muerte_causas_contribuyentes',
    label: 'Causas contribuyentes',
    catalogo: CAUSA_MUERTE,
    required: 'opcional',
  }),
  defineField({
    kind: 'enum',
    name: 'muerte_fase',
    label: 'Fase de la enfermedad en el fallecimiento',
    catalogo: FASE_MUERTE,
    required: 'siempre',
  }),
  defineField({
    kind: 'enum',
    name: 'muerte_relacionada_tratamiento',
    label: '¿Muerte relacionada con el tratamiento?',
    catalogo: SI_NO_DESC,
    required: 'siempre',
  }),
  defineField({ kind: 'enum', name: 'muerte_autopsia', label: 'Autopsia', catalogo: SI_NO_DESC, required: 'opcional' }),
  defineField({
    kind: 'text',
    name: 'muerte_observaciones',
    label: 'Observaciones',
    max: 1000,
    required: 'opcional',
    hint: AYUDA_TEXTO_LIBRE,
  }),
];
