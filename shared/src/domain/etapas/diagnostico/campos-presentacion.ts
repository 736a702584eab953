import { CODIGOS_EXCLUSIVOS } from '../../catalogues/codigos-exclusivos';
import { POSNEG_A } from '../../catalogues/posneg';
import { PRESENTACION_CLINICA } from '../../catalogues/presentacion-clinica';
import { SI_NO } from '../../catalogues/si-no';
import { SITIO_EXTRAMEDULAR } from '../../catalogues/sitio-extramedular';
import { defineField } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs, siIncluye } from './lectura-campos';

const otraPresentacion = siIncluye('presentacion', 'OTRA');
const conEmd = siEs('emd_diagnostico', 'SI');
const otroSitio = siIncluye('emd_sitios', 'OTRO');
const lcrEstudiado = siEs('snc_estudiado', 'SI');

/** data-dictionary §3.3 D «Presentación clínica y enfermedad extramedular». */
export const CAMPOS_PRESENTACION = [
  defineField({
    kind: 'multiEnum',
    name: 'presentacion',
    label: 'Presentación clínica',
    catalogo: PRESENTACION_CLINICA,
    exclusivos: CODIGOS_EXCLUSIVOS.presentacion_clinica,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'presentacion_otra',
    label: 'Otra presentación',
    max: 200,
    required: otraPresentacion,
    visibleIf: otraPresentacion,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'enum',
    name: 'emd_diagnostico',
    label: '¿Enfermedad extramedular al diagnóstico?',
    catalogo: SI_NO,
    required: 'siempre',
  }),
  defineField({
    kind: 'multiEnum',
    name: 'emd_sitios',
    label: 'Localización extramedular',
    catalogo: SITIO_EXTRAMEDULAR,
    required: conEmd,
    visibleIf: conEmd,
  }),
  defineField({
    kind: 'text',
    name: 'emd_sitios_otro',
    label: 'Otra localización',
    max: 200,
    required: otroSitio,
    visibleIf: otroSitio,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'snc_estudiado', label: '¿Se estudió el LCR?', catalogo: SI_NO, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'snc_afectacion',
    label: 'Afectación del SNC (blastos en LCR)',
    catalogo: POSNEG_A,
    required: lcrEstudiado,
    visibleIf: lcrEstudiado,
  }),
];
