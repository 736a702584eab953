import { sql, type SQL } from 'drizzle-orm';
import type { CodigoCatalogo, EstadoPaciente } from '@registro-lma/shared/domain';

/** A value and its relative weight. */
export type Ponderado<T extends string> = readonly [valor: T, peso: number];

/** Broad entity at registration: non-promyelocytic AML dominates adult series; APL about one case in fifteen. */
export const PESOS_ENTIDAD: readonly Ponderado<CodigoCatalogo<'entidad'>>[] = [
  ['LMA', 84],
  ['LPA', 7],
  ['SMD_LMA', 6],
  ['LA_LINAJE_AMBIGUO', 2],
  ['SARCOMA_MIELOIDE_AISLADO', 1],
];

/** Trials of the catalogue but LA-MIX, which only takes leukaemias of ambiguous lineage. */
export const PESOS_ENSAYO: readonly Ponderado<Exclude<CodigoCatalogo<'ensayo'>, 'NINGUNO' | 'LA_MIX'>>[] = [
  ['LMA_FLOW', 34],
  ['PEVOLAM', 14],
  ['LAMVYX', 14],
  ['VEN_A_QUI', 12],
  ['FLAG_QUIDA', 10],
  ['OTRO', 16],
];

/** Share of completed patients who take part in a trial. */
export const PROPORCION_EN_ENSAYO = 0.15;

/** Share of completed patients whose consent was waived by the ethics committee (mostly retrospective cases). */
export const PROPORCION_EXENCION_CEI = 0.06;

/** Share of signed consents that also cover samples for research / biobank. */
export const PROPORCION_CONSIENTE_MUESTRAS = 0.85;

/** Drafts: a few forgotten ones over the years, many among the UPNs requested in the last 90 days. */
export const PROPORCION_BORRADOR = 0.02;
export const PROPORCION_BORRADOR_RECIENTE = 0.3;

/** Share of registrations made more than 90 days after diagnosis (RETROSPECTIVO). */
export const PROPORCION_RETROSPECTIVO = 0.2;

/**
 * Chance of a state the registration leaves (RETIRADO, EXCLUIDO). Deaths follow from each history
 * (desenlace-demo.ts); a patient alive is lost to follow-up with a chance reached in full after `plenoTrasAnios` years
 * of follow-up (sembrar-historias.ts).
 */
export const CAMBIOS_DE_ESTADO = {
  PERDIDO_SEGUIMIENTO: { proporcion: 0.05, plenoTrasAnios: 2 },
  RETIRADO: { proporcion: 0.01 },
  EXCLUIDO: { proporcion: 0.005 },
} as const;

/** The reason a state with `estado_motivo` carries (non-identifying text). */
export const MOTIVO_ESTADO: Readonly<Partial<Record<EstadoPaciente, string>>> = {
  PERDIDO_SEGUIMIENTO: 'Sin contacto con el centro desde hace más de 12 meses.',
  RETIRADO: 'El paciente ha revocado su consentimiento informado.',
  EXCLUIDO: 'Registro duplicado de otro paciente del mismo centro.',
};

/** Fictitious doctors; each centre draws from three consecutive names. */
export const MEDICOS_DEMO = [
  'Dra. Alonso Ferrer', 'Dr. Beltrán Ocaña', 'Dra. Castaño Ruiz', 'Dr. Domínguez Prat', 'Dra. Echevarría Sanz',
  'Dr. Fuentes Galdós', 'Dra. Garrido Lluch', 'Dr. Herrero Vidal', 'Dra. Iglesias Moya', 'Dr. Jiménez Olalla',
  'Dra. Lorenzo Ces', 'Dr. Marín Quiroga', 'Dra. Navas Ortiz', 'Dr. Otero Pallarés', 'Dra. Pascual Riera',
  'Dr. Quintana Sáez', 'Dra. Robles Tena', 'Dr. Serrano Ugarte', 'Dra. Torres Valls', 'Dr. Urquijo Zamora',
  'Dra. Vallejo Abad', 'Dr. Yagüe Bermejo', 'Dra. Zubiri Cano', 'Dr. Aranda Díez',
] as const;

/** Share of patients with a responsible doctor recorded. */
export const PROPORCION_CON_MEDICO = 0.7;

/** Free-text notes of the kind clinicians write, none of them identifying. */
export const OBSERVACIONES_DEMO = [
  'Derivado desde otro centro para tratamiento intensivo.',
  'Diagnóstico inicial en sangre periférica; médula ósea no valorable.',
  'Pendiente de completar el estudio molecular.',
  'Comorbilidad cardiaca relevante.',
  'Seguimiento compartido con el hospital de referencia.',
] as const;

export const PROPORCION_CON_OBSERVACIONES = 0.1;

/** `ensayo_otro` of a trial outside the catalogue. */
export const ENSAYO_OTRO_DEMO = 'Estudio académico de mantenimiento post-consolidación';

/** Consent form version in force at a date: a new sheet in 2018 and in 2022. */
export const VERSIONES_CONSENTIMIENTO = [
  ['2018-01-01', '1.0'],
  ['2022-01-01', '2.0'],
] as const;
export const VERSION_CONSENTIMIENTO_ACTUAL = '3.0';

/** A CASE expression choosing a value by weight from `azar`, a uniform number in [0, 1) of the row. */
export function elegirPonderado(azar: SQL, pesos: readonly Ponderado<string>[]): SQL {
  const ultimo = pesos.at(-1);
  if (ultimo === undefined) throw new Error('Sin valores que elegir.');
  if (pesos.length === 1) return sql`${ultimo[0]}`;
  const total = pesos.reduce((suma, [, peso]) => suma + peso, 0);
  let acumulado = 0;
  const ramas = pesos.slice(0, -1).map(([valor, peso]) => {
    acumulado += peso;
    return sql`when ${azar} < ${acumulado / total} then ${valor}`;
  });
  return sql`(case ${sql.join(ramas, sql` `)} else ${ultimo[0]} end)`;
}

/** One element of `lista` picked by `azar` (uniform in [0, 1)). */
export function elegirDe(azar: SQL, lista: readonly string[]): SQL {
  return sql`(array[${sql.join(lista.map((valor) => sql`${valor}`), sql`, `)}]::text[])[1 + floor(${azar} * ${lista.length})::int]`;
}
