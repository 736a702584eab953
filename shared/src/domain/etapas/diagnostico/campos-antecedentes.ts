import { CODIGOS_EXCLUSIVOS } from '../../catalogues/codigos-exclusivos';
import { ENFERMEDAD_NEOPLASICA_PREVIA } from '../../catalogues/enfermedad-neoplasica-previa';
import { GEN_GERMINAL } from '../../catalogues/gen-germinal';
import { POSNEG_A } from '../../catalogues/posneg';
import { SI_NO_DESC } from '../../catalogues/si-no';
import { TERAPIA_PREVIA } from '../../catalogues/terapia-previa';
import { defineField, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { codigosDe, siEs, siIncluye } from './lectura-campos';

export const ANIO_MINIMO = 1920;
/**
 * The descriptor's upper bound only: the real one is the year of the patient's diagnosis, which a field cannot see,
 * so a rule with the patient's context checks it (`reglas-antecedentes.ts`).
 */
const ANIO_MAXIMO_DESCRIPTOR = 2100;

/** neoplasia_previa ≠ {NINGUNA}: some prior neoplasm is recorded. */
export const conNeoplasiaPrevia = (registro: Registro): boolean =>
  codigosDe(registro, 'neoplasia_previa').some((codigo) => codigo !== 'NINGUNA');
const otraNeoplasia = siIncluye('neoplasia_previa', 'OTRA');
const conTerapiaPrevia = siEs('terapia_citotoxica_previa', 'SI');
const conSmd = siIncluye('neoplasia_previa', 'SMD', 'SMD_NMP');
const conPredisposicion = siEs('predisposicion_germinal', 'SI');

/** data-dictionary §3.3 C «Antecedentes y origen de la LMA» (origen_lma is computed). */
export const CAMPOS_ANTECEDENTES = [
  defineField({
    kind: 'multiEnum',
    name: 'neoplasia_previa',
    label: 'Enfermedad neoplásica previa',
    catalogo: ENFERMEDAD_NEOPLASICA_PREVIA,
    exclusivos: CODIGOS_EXCLUSIVOS.enfermedad_neoplasica_previa,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'neoplasia_previa_otra',
    label: 'Otra neoplasia previa',
    max: 200,
    required: otraNeoplasia,
    visibleIf: otraNeoplasia,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'integer',
    name: 'neoplasia_previa_anio',
    label: 'Año de diagnóstico de la neoplasia previa',
    min: ANIO_MINIMO,
    max: ANIO_MAXIMO_DESCRIPTOR,
    required: conNeoplasiaPrevia,
    visibleIf: conNeoplasiaPrevia,
  }),
  defineField({
    kind: 'enum',
    name: 'terapia_citotoxica_previa',
    label: '¿Quimioterapia, radioterapia o inhibidores de PARP previos por otra enfermedad?',
    catalogo: SI_NO_DESC,
    required: 'siempre',
  }),
  defineField({
    kind: 'multiEnum',
    name: 'terapia_previa_tipo',
    label: 'Tipo de tratamiento previo',
    catalogo: TERAPIA_PREVIA,
    required: conTerapiaPrevia,
    visibleIf: conTerapiaPrevia,
  }),
  defineField({
    kind: 'integer',
    name: 'terapia_previa_anio_fin',
    label: 'Año de fin del tratamiento previo',
    min: ANIO_MINIMO,
    max: ANIO_MAXIMO_DESCRIPTOR,
    required: 'opcional',
    visibleIf: conTerapiaPrevia,
  }),
  defineField({
    kind: 'enum',
    name: 'hma_previo',
    label: '¿Tratamiento previo con hipometilantes (por SMD/LMMC)?',
    catalogo: SI_NO_DESC,
    required: conSmd,
    visibleIf: conSmd,
  }),
  defineField({
    kind: 'enum',
    name: 'predisposicion_germinal',
    label: '¿Predisposición germinal conocida o sospechada?',
    catalogo: SI_NO_DESC,
    required: 'siempre',
  }),
  defineField({
    kind: 'enum',
    name: 'gen_germinal',
    label: 'Gen de predisposición germinal',
    catalogo: GEN_GERMINAL,
    required: conPredisposicion,
    visibleIf: conPredisposicion,
  }),
  defineField({
    kind: 'enum',
    name: 'gen_germinal_confirmado',
    label: 'Confirmado en tejido germinal',
    catalogo: POSNEG_A,
    required: 'opcional',
    visibleIf: conPredisposicion,
  }),
];
