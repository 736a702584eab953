import { FAB } from '../../catalogues/fab';
import { SI_NO, SI_NO_DESC } from '../../catalogues/si-no';
import { defineField } from '../../fields/campo';
import { siEs } from './lectura-campos';

const conAspirado = siEs('mo_realizada', 'SI');

/** data-dictionary §3.3 F «Médula ósea y morfología» (blastos_max_pct is computed). */
export const CAMPOS_MEDULA = [
  defineField({ kind: 'enum', name: 'mo_realizada', label: '¿Aspirado de médula ósea diagnóstico?', catalogo: SI_NO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'mo_fecha', label: 'Fecha del aspirado', required: 'opcional', visibleIf: conAspirado }),
  defineField({
    kind: 'decimal',
    name: 'mo_blastos_pct',
    label: 'Blastos en médula ósea',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: conAspirado,
    visibleIf: conAspirado,
  }),
  defineField({
    kind: 'boolean',
    name: 'mo_aspirado_seco',
    label: 'Aspirado seco (punción blanca)',
    required: 'opcional',
    visibleIf: conAspirado,
  }),
  defineField({ kind: 'enum', name: 'mo_biopsia', label: 'Biopsia de médula ósea realizada', catalogo: SI_NO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'bastones_auer', label: 'Bastones de Auer', catalogo: SI_NO_DESC, required: 'opcional' }),
  defineField({
    kind: 'enum',
    name: 'displasia_multilinaje',
    label: 'Displasia multilínea (≥ 50 % en ≥ 2 líneas)',
    catalogo: SI_NO_DESC,
    required: 'opcional',
    visibleIf: conAspirado,
  }),
  defineField({ kind: 'enum', name: 'fab', label: 'Clasificación FAB', catalogo: FAB, required: 'opcional' }),
];
