import { crearCatalogo } from '../catalogues/catalogo-fila';
import { defineField, type Registro } from './campo';

// A small form shaped like data-dictionary §3.3 (diagnóstico), used by the tests of the field system.
export const SI_NO = crearCatalogo([['SI', 'Sí'], ['NO', 'No']]);
export const MOTIVO = crearCatalogo([['EDAD', 'Edad'], ['COMORBILIDAD', 'Comorbilidad'], ['OTRO', 'Otro (especificar)']]);

const noCandidato = (registro: Registro): boolean => registro.candidato_intensivo === 'NO';
const conOtroMotivo = (registro: Registro): boolean =>
  Array.isArray(registro.motivo_no_intensivo) && registro.motivo_no_intensivo.includes('OTRO');

export const CAMPOS_EJEMPLO = [
  defineField({ kind: 'date', name: 'fecha_diagnostico', label: 'Fecha de diagnóstico', required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'peso_kg',
    label: 'Peso',
    required: 'opcional',
    min: 25,
    max: 300,
    decimales: 1,
    unidad: 'kg',
    avisoFuera: { min: 35, max: 180 },
  }),
  defineField({ kind: 'enum', name: 'candidato_intensivo', label: '¿Candidato a quimioterapia intensiva?', required: 'siempre', catalogo: SI_NO }),
  defineField({
    kind: 'multiEnum',
    name: 'motivo_no_intensivo',
    label: 'Motivo de no candidato a tratamiento intensivo',
    required: noCandidato,
    visibleIf: noCandidato,
    catalogo: MOTIVO,
  }),
  defineField({
    kind: 'text',
    name: 'motivo_no_intensivo_otro',
    label: 'Otro motivo',
    required: conOtroMotivo,
    visibleIf: conOtroMotivo,
    max: 200,
    mensajeObligatorio: 'Especifique el valor en el campo «Otro».',
  }),
  defineField({ kind: 'boolean', name: 'hcti_obesidad', label: 'Obesidad', required: 'siempre', default: false }),
] as const;
