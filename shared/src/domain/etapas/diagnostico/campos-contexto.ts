import { ECOG } from '../../catalogues/ecog';
import { MOTIVO_NO_INTENSIVO } from '../../catalogues/motivo-no-intensivo';
import { SI_NO } from '../../catalogues/si-no';
import { defineField } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs, siIncluye } from './lectura-campos';

const noIntensivo = siEs('candidato_intensivo', 'NO');
const otroMotivo = siIncluye('motivo_no_intensivo', 'OTRO');

/** data-dictionary §3.3 A «Contexto y estado general» (fecha_diagnostico is the patient's, shown read-only). */
export const CAMPOS_CONTEXTO = [
  defineField({
    kind: 'decimal',
    name: 'peso_kg',
    label: 'Peso',
    unidad: 'kg',
    decimales: 1,
    min: 25,
    max: 300,
    avisoFuera: { min: 35, max: 180 },
    required: 'opcional',
  }),
  defineField({
    kind: 'integer',
    name: 'talla_cm',
    label: 'Talla',
    unidad: 'cm',
    min: 100,
    max: 230,
    avisoFuera: { min: 135, max: 210 },
    required: 'opcional',
  }),
  defineField({ kind: 'enum', name: 'ecog', label: 'ECOG', catalogo: ECOG, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'candidato_intensivo',
    label: '¿Candidato a quimioterapia intensiva?',
    catalogo: SI_NO,
    required: 'siempre',
  }),
  defineField({
    kind: 'multiEnum',
    name: 'motivo_no_intensivo',
    label: 'Motivo de no candidato a tratamiento intensivo',
    catalogo: MOTIVO_NO_INTENSIVO,
    required: noIntensivo,
    visibleIf: noIntensivo,
  }),
  defineField({
    kind: 'text',
    name: 'motivo_no_intensivo_otro',
    label: 'Otro motivo',
    max: 200,
    required: otroMotivo,
    visibleIf: otroMotivo,
    mensajeObligatorio: formatMensaje('G12'),
  }),
];
