// Patients, their trials, their clinical stages and their outcomes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CALCULADOS_PACIENTE,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  ETAPA_CONSOLIDACION,
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_MUERTE,
  ETAPA_POST_CONSOLIDACION,
  ETAPA_REC_RES_1,
  ETAPA_RECAIDA,
  ETAPA_SEGUIMIENTO,
  ETAPA_TRASPLANTE,
  UPN_MAXIMO,
  type DatoEsencialPendiente,
  type EstadoFormulario,
  type EstadoPaciente,
  type TipoRegistro,
} from '@registro-lma/shared/domain';
import { CODE_LENGTH, columnsFor } from '../columns';
import { etapaSubTable, etapaTable } from '../etapa-table';
import { recordColumns } from '../record-columns';
import { uniqueName } from '../unique-constraints';
import { hospital } from './usuario-tables';

/** UPN numbers: registry-wide, never reused (a rolled-back transaction leaves a gap), at most six digits. */
export const pacienteUpnSeq = pgSequence('paciente_upn_seq', { startWith: 1, minValue: 1, maxValue: UPN_MAXIMO, cache: 1 });

/** The values the server computes on save (data-dictionary §3.1, §3.2), from their definitions. */
const CALCULADOS = columnsFor(CALCULADOS_PACIENTE, 'borrador');

/**
 * data-dictionary §3.1 `paciente`: the form's fields (nullable: a draft may lack them), the UPN, the values the
 * server computes on save and the registry state. `upn` is derived from `upn_numero` by the database itself.
 */
export const paciente = pgTable(
  'paciente',
  {
    paciente_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    upn_numero: integer()
      .notNull()
      .default(sql`nextval('paciente_upn_seq')`),
    upn: varchar({ length: 10 })
      .notNull()
      .generatedAlwaysAs(sql`'LMA-' || lpad(upn_numero::text, 6, '0')`),
    ...columnsFor(CAMPOS_PACIENTE, 'borrador'),
    hospital_id: integer()
      .notNull()
      .references(() => hospital.hospital_id),
    ...columnsFor(CAMPOS_ESTADO_PACIENTE, 'borrador'),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoPaciente>().notNull().default('BORRADOR'),
    /**
     * The state the patient had when saving a `muerte` record made it FALLECIDO (catalogues.md §7), so deleting that
     * record restores it; null while no death record holds the patient FALLECIDO. On the patient, not on the muerte row,
     * because it describes the patient's state and changes with it in the same versioned update.
     */
    estado_previo_muerte: varchar({ length: CODE_LENGTH }).$type<EstadoPaciente>(),
    estado_formulario: varchar({ length: CODE_LENGTH }).$type<EstadoFormulario>().notNull().default('BORRADOR'),
    // data-dictionary §3.2 `de_completitud_pct` is recomputed after every save of the patient or one of its records (shown in the lists).
    ...CALCULADOS,
    // Set with the UPN, so never null.
    fecha_registro: CALCULADOS.fecha_registro.notNull(),
    tipo_registro: CALCULADOS.tipo_registro.$type<TipoRegistro>(),
    /** data-dictionary §3.2, the applicable items still missing (code, form, variable), kept with the percentage. */
    de_pendientes: jsonb().$type<DatoEsencialPendiente[]>().notNull().default([]),
    /** data-dictionary §3.8 `fecha_ultimo_contacto`, kept with the percentage: the follow-up overdue of the worklist. */
    fecha_ultimo_contacto: date({ mode: 'string' }),
    /** Warnings (severity A) kept with the record. */
    avisos: jsonb().$type<string[]>().notNull().default([]),
    ...recordColumns(),
  },
  (t) => [
    // Also the UPN order of every centre: UPNs share one format, so text order is number order in any collation.
    unique(uniqueName('paciente_upn_unique')).on(t.upn),
    check('paciente_upn_numero_rango', sql`${t.upn_numero} between 1 and ${sql.raw(String(UPN_MAXIMO))}`),
    index('paciente_hospital_modificado_idx').on(t.hospital_id, t.modificado_en),
    index('paciente_modificado_idx').on(t.modificado_en),
    index('paciente_estado_idx').on(t.estado),
    // The lists' total for a clinician: the centres' patients counted from the index alone (visibility of BORRADOR
    // patients needs estado and creado_por).
    index('paciente_alcance_idx').on(t.hospital_id, t.estado, t.creado_por),
    // UPN search (modules/pacientes/busqueda-upn-queries.ts): a centre's patients in UPN order, and digit fragments.
    index('paciente_hospital_upn_idx').on(t.hospital_id, t.upn_numero),
    index('paciente_upn_trgm_idx').using('gin', t.upn.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('paciente_duplicado_idx').on(t.fecha_nacimiento, t.sexo),
    // The data-quality worklist: living patients by last contact; patients with essential data missing.
    index('paciente_ultimo_contacto_idx').on(t.estado, t.fecha_ultimo_contacto),
    index('paciente_pendientes_idx').on(t.fecha_registro).where(sql`${t.de_pendientes} <> '[]'::jsonb`),
  ],
);

/**
 * How many patients each centre has per state and entity, kept by triggers on `paciente` (migration 0007) so that a
 * list's total is a sum of a few rows instead of a count of every patient in scope. `borrador_de` is the creator of
 * BORRADOR patients (only they see them) and 0 for every other state; `entidad` is '' when not answered.
 */
export const pacienteRecuento = pgTable(
  'paciente_recuento',
  {
    hospital_id: integer().notNull(),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoPaciente>().notNull(),
    entidad: varchar({ length: CODE_LENGTH }).notNull(),
    borrador_de: integer().notNull(),
    pacientes: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.hospital_id, t.estado, t.entidad, t.borrador_de] })],
);

/** Sub-table `paciente_ensayo`: one row per trial of a patient. */
export const pacienteEnsayo = pgTable(
  'paciente_ensayo',
  {
    paciente_ensayo_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paciente_id: integer()
      .notNull()
      .references(() => paciente.paciente_id),
    ...columnsFor(CAMPOS_PACIENTE_ENSAYO, 'borrador'),
    ensayo: varchar({ length: CODE_LENGTH }).notNull(),
    ...recordColumns(),
  },
  (t) => [unique(uniqueName('paciente_ensayo_unique')).on(t.paciente_id, t.ensayo)],
);

export const pacienteRef = () =>
  integer()
    .notNull()
    .references(() => paciente.paciente_id);

/** The clinical stages (data-dictionary §3.3–§3.11): one table per stage, its columns built from the stage's field lists. */
export const diagnostico = etapaTable(ETAPA_DIAGNOSTICO, pacienteRef);
export const diagnosticoFish = etapaSubTable(ETAPA_DIAGNOSTICO.subtabla!, ETAPA_DIAGNOSTICO, pacienteRef);
export const induccion = etapaTable(ETAPA_INDUCCION, pacienteRef);
export const consolidacion = etapaTable(ETAPA_CONSOLIDACION, pacienteRef);
export const postConsolidacion = etapaTable(ETAPA_POST_CONSOLIDACION, pacienteRef);
export const trasplante = etapaTable(ETAPA_TRASPLANTE, pacienteRef);
export const seguimiento = etapaTable(ETAPA_SEGUIMIENTO, pacienteRef);
export const recaida = etapaTable(ETAPA_RECAIDA, pacienteRef);
/** Both rescue lines (rec-res-1 and rec-res-2 have the same fields): one live row per patient and `rr_linea`. */
export const recRes = etapaTable(ETAPA_REC_RES_1, pacienteRef, 'rr_linea');
export const muerte = etapaTable(ETAPA_MUERTE, pacienteRef);

/**
 * The §7 outcomes of each patient (OS, EFS, RFS: days and event; first-line best response, primary refractoriness,
 * early death) and the grouping values of the panel that its
 * history holds (ELN 2022 risk, first-line intent), as `resumenPaciente` computes them for the extracts: the panel's
 * curves read one row per patient instead of every history. Kept current by `actualizarDerivadosPaciente` wherever the
 * derived values are recomputed. The patient's own values the panel filters and groups by (centre, state, creator,
 * diagnosis date, age, entity) are copied from the patient row by triggers (migration 0029), on every write of this
 * row and in the same transaction as every change of those columns of the patient, so no panel answer joins the
 * 100 000 patient rows and a transfer or an edit never leaves a stale copy.
 */
export const desenlacePaciente = pgTable(
  'desenlace_paciente',
  {
    paciente_id: integer()
      .primaryKey()
      .references(() => paciente.paciente_id),
    riesgo_eln: varchar({ length: CODE_LENGTH }),
    intensidad: varchar({ length: CODE_LENGTH }),
    os_dias: integer(),
    os_evento: boolean(),
    efs_dias: integer(),
    efs_evento: boolean(),
    rfs_dias: integer(),
    rfs_evento: boolean(),
    ind_mejor_respuesta: varchar({ length: CODE_LENGTH }),
    refractario_primario: boolean(),
    muerte_precoz_30d: boolean(),
    muerte_precoz_60d: boolean(),
    calculado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hospital_id: integer(),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoPaciente>(),
    creado_por: integer(),
    fecha_diagnostico: date({ mode: 'string' }),
    edad_diagnostico: integer(),
    entidad: varchar({ length: CODE_LENGTH }),
    fecha_registro: date({ mode: 'string' }),
  },
);
