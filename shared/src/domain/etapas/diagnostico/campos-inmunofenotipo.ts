import { MARCADOR_CMF } from '../../catalogues/marcador-cmf';
import { PERFIL_INMUNOFENOTIPO } from '../../catalogues/perfil-inmunofenotipo';
import { SI_NO } from '../../catalogues/si-no';
import { defineField } from '../../fields/campo';
import { siEs } from './lectura-campos';

const conCitometria = siEs('cmf_realizada', 'SI');

/** data-dictionary §3.3 G «Inmunofenotipo (citometría de flujo)». */
export const CAMPOS_INMUNOFENOTIPO = [
  defineField({ kind: 'enum', name: 'cmf_realizada', label: '¿Inmunofenotipo realizado?', catalogo: SI_NO, required: 'siempre' }),
  defineField({
    kind: 'multiEnum',
    name: 'cmf_marcadores_pos',
    label: 'Marcadores positivos en blastos',
    catalogo: MARCADOR_CMF,
    required: conCitometria,
    visibleIf: conCitometria,
  }),
  defineField({
    kind: 'enum',
    name: 'cmf_perfil',
    label: 'Perfil inmunofenotípico',
    catalogo: PERFIL_INMUNOFENOTIPO,
    required: conCitometria,
    visibleIf: conCitometria,
  }),
  defineField({
    kind: 'enum',
    name: 'cmf_laip',
    label: '¿Fenotipo aberrante (LAIP/DfN) identificado para EMR?',
    catalogo: SI_NO,
    required: conCitometria,
    visibleIf: conCitometria,
  }),
];
