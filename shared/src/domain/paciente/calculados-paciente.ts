import { defineField, type CampoCalculado } from '../fields/campo';

/** Values the server computes on the patient (data-dictionary §3.1, §3.2, §7) and stores beside its form. */
export const CALCULADOS_PACIENTE = [
  defineField({
    kind: 'integer',
    name: 'edad_diagnostico',
    label: 'Edad al diagnóstico',
    unidad: 'años',
    min: 0,
    max: 130,
    required: 'opcional',
    definicion: 'Años cumplidos entre fecha_nacimiento y fecha_diagnostico.',
  }),
  defineField({
    kind: 'text',
    name: 'tipo_registro',
    label: 'Tipo de registro',
    max: 20,
    required: 'opcional',
    definicion: 'PROSPECTIVO si el UPN se asignó como máximo 90 días después del diagnóstico; si no, RETROSPECTIVO.',
  }),
  defineField({ kind: 'date', name: 'fecha_registro', label: 'Fecha de registro', required: 'opcional', definicion: 'Fecha de asignación del UPN.' }),
  defineField({
    kind: 'integer',
    name: 'de_completitud_pct',
    label: 'Completitud de los datos esenciales',
    unidad: '%',
    min: 0,
    max: 100,
    required: 'opcional',
    definicion: 'Porcentaje de datos esenciales presentes (data-dictionary §3.2).',
  }),
] as const satisfies readonly CampoCalculado[];

export type NombreCalculadoPaciente = (typeof CALCULADOS_PACIENTE)[number]['name'];
