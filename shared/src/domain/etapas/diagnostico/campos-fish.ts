import { FISH_SONDA } from '../../catalogues/fish-sonda';
import { POSNEG_A } from '../../catalogues/posneg';
import { defineField } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs } from './lectura-campos';

const otraSonda = siEs('fish_sonda', 'FISH_OTRA');
const positivo = siEs('fish_resultado', 'POSITIVO');

/** data-dictionary §3.3 sub-table `diagnostico_fish`: one row per probe. */
export const CAMPOS_DIAGNOSTICO_FISH = [
  defineField({ kind: 'enum', name: 'fish_sonda', label: 'Sonda FISH', catalogo: FISH_SONDA, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'fish_sonda_otra',
    label: 'Otra sonda',
    max: 100,
    required: otraSonda,
    visibleIf: otraSonda,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'fish_resultado', label: 'Resultado', catalogo: POSNEG_A, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'fish_pct_nucleos',
    label: 'Núcleos positivos',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: positivo,
  }),
];
