// Samples, their reception, NGS results, biobank entries and reports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CAMPOS_BIOBANCO,
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  type CodigoBiolab,
  type CodigoCatalogo,
  type CodigoLaboratorio,
  type EstadoMuestra,
  CODIGO_MUESTRA,
} from '@registro-lma/shared/domain';
import { CODE_LENGTH, columnsFor } from '../columns';
import { recordColumns } from '../record-columns';
import { uniqueName } from '../unique-constraints';
import { usuario } from './usuario-tables';
import { paciente, pacienteRef } from './paciente-tables';

/** A multi-enum of a record: catalogue codes in an array (none = empty array, never null). */
const codigos = () => varchar({ length: CODE_LENGTH }).array().notNull().default(sql`'{}'`);

/**
 * The last sample number of each patient: a sample's code takes the next one with `INSERT … ON CONFLICT DO UPDATE
 * … RETURNING` in the create's transaction, so concurrent creates for one patient queue on this row and never share
 * a number; a rolled-back create leaves a gap, never a reuse.
 */
export const muestraContador = pgTable('muestra_contador', {
  paciente_id: integer()
    .primaryKey()
    .references(() => paciente.paciente_id),
  ultimo: integer().notNull(),
});

/** data-dictionary §5.1 `muestra` (forms muestra and muestra de ensayo): one table, `es_ensayo` tells them apart. */
export const muestra = pgTable(
  'muestra',
  {
    muestra_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paciente_id: pacienteRef(),
    /** `{upn}-M{nnn}`: per-patient number, immutable (a tube label). */
    codigo_muestra: varchar({ length: CODIGO_MUESTRA.max }).notNull(),
    ...columnsFor(CAMPOS_MUESTRA, 'borrador'),
    estudios_solicitados: codigos(),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoMuestra>().notNull().default('REGISTRADA'),
    pdf_generado_en: timestamp({ withTimezone: true, mode: 'date' }),
    avisos: jsonb().$type<Record<string, string>>().notNull().default({}),
    eliminado: boolean().notNull().default(false),
    motivo_eliminacion: varchar({ length: 500 }),
    ...recordColumns(),
  },
  (t) => [
    unique(uniqueName('muestra_codigo_unique')).on(t.codigo_muestra),
    index('muestra_paciente_idx').on(t.paciente_id),
    // The laboratory worklist: a lab's samples in one state in the list's order (newest change first, then id),
    // with the patient, so the page is read in order and its total counted from the index alone
    // (bench:lista-laboratorio: the count visited the table, 30 ms a request with 50 000 samples). Deleted samples
    // too, which their laboratory still sees, annulled (data-dictionary §2.3); `eliminado` last, so the lists of
    // the other roles, of live samples only, filter in the index as well.
    // The data-quality worklist: live samples by state and age (not shipped, not reported).
    index('muestra_estado_creado_idx').on(t.estado, t.creado_en).where(sql`not ${t.eliminado}`),
    index('muestra_lista_laboratorio_idx').on(t.laboratorio_destino, t.estado, t.modificado_en.desc().nullsFirst(), t.muestra_id, t.paciente_id, t.eliminado),
  ],
);

/** data-dictionary §5.2 `muestra_confirmacion` (confirmar-muestra): at most one per sample. */
export const muestraConfirmacion = pgTable(
  'muestra_confirmacion',
  {
    muestra_confirmacion_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    muestra_id: integer()
      .notNull()
      .references(() => muestra.muestra_id),
    ...columnsFor(CAMPOS_CONFIRMACION, 'borrador'),
    condicion: codigos(),
    recibido_por: integer().notNull(),
    laboratorio_receptor: varchar({ length: CODE_LENGTH }).$type<CodigoLaboratorio>().notNull(),
    avisos: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...recordColumns(),
  },
  (t) => [unique(uniqueName('muestra_confirmacion_muestra_unique')).on(t.muestra_id)],
);

/** data-dictionary §5.4 `muestra_ngs`: one live NGS result per sample. */
export const muestraNgs = pgTable(
  'muestra_ngs',
  {
    ngs_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    muestra_id: integer()
      .notNull()
      .references(() => muestra.muestra_id),
    paciente_id: pacienteRef(),
    ...columnsFor(CAMPOS_MUESTRA_NGS, 'borrador'),
    genes_estudiados: codigos(),
    avisos: jsonb().$type<Record<string, string>>().notNull().default({}),
    eliminado: boolean().notNull().default(false),
    motivo_eliminacion: varchar({ length: 500 }),
    ...recordColumns(),
  },
  (t) => [uniqueIndex('muestra_ngs_muestra_idx').on(t.muestra_id).where(sql`not eliminado`), index('muestra_ngs_paciente_idx').on(t.paciente_id)],
);

/**
 * Each distinct list of genes an NGS panel studied, once: the panel's mutation landscape counts patients per panel
 * (an integer) instead of reading every result's list (100 000 results carry ~40 genes each). Filled by a trigger on
 * `muestra_ngs` (migration 0026), so every writer, the demo seeder included, keeps it.
 */
export const panelGenes = pgTable(
  'panel_genes',
  {
    panel_genes_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    genes: codigos(),
  },
  (t) => [uniqueIndex('panel_genes_genes_idx').on(t.genes)],
);

/** The panel of each NGS result (`panel_genes`), kept by the same trigger. */
export const muestraNgsPanel = pgTable('muestra_ngs_panel', {
  ngs_id: integer()
    .primaryKey()
    .references(() => muestraNgs.ngs_id),
  panel_genes_id: integer()
    .notNull()
    .references(() => panelGenes.panel_genes_id),
});

/**
 * Each patient's NGS profile over their live, not failed results (the panel's mutation landscape and its split of the
 * curves by gene): the genes their panels studied, the genes with a pathogenic or likely pathogenic variant, and each
 * such gene's variant type («GEN:TIPO,…», MULTIPLE for several), also counting VUS. One row per patient with such a
 * result, recomputed once per statement that writes `muestra_ngs` or `ngs_variante`, for that statement's patients
 * (triggers of migration 0028), so every writer keeps it; the landscape then groups 100 000 patients without joining
 * their results and variants.
 */
export const perfilNgs = pgTable('perfil_ngs', {
  // No foreign key: the triggers write it from `muestra_ngs`, whose rows already reference their patient.
  paciente_id: integer().primaryKey(),
  /** The genes studied, as their list's `conjunto_genes` row: patients are grouped by an integer, not by ~40 genes. */
  estudiados_id: integer()
    .notNull()
    .references(() => conjuntoGenes.conjunto_genes_id),
  mutados: codigos(),
  celdas: text().notNull().default(''),
  celdas_vus: text().notNull().default(''),
});

/** Each distinct list of genes some patient's results studied (`perfil_ngs.estudiados_id`), once; kept by the same triggers. */
export const conjuntoGenes = pgTable(
  'conjunto_genes',
  {
    conjunto_genes_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    genes: codigos(),
  },
  (t) => [uniqueIndex('conjunto_genes_genes_idx').on(t.genes)],
);

/**
 * The VAF of each variant the landscape counts (pathogenic, likely pathogenic or VUS, of a charted gene, with a VAF) of
 * the results `perfil_ngs` counts, by patient: the VAF distribution per gene reads one narrow row per variant instead
 * of joining every result, its panel and its variants. Kept by the same triggers.
 */
export const vafNgs = pgTable(
  'vaf_ngs',
  {
    paciente_id: integer().notNull(),
    gen: varchar({ length: CODE_LENGTH }).notNull(),
    vaf_pct: numeric({ precision: 14, scale: 1 }).notNull(),
    vus: boolean().notNull(),
  },
  (t) => [index('vaf_ngs_paciente_idx').on(t.paciente_id)],
);

/** Sub-table `ngs_variante` of an NGS result, replaced as a whole with it. */
export const ngsVariante = pgTable(
  'ngs_variante',
  {
    ngs_variante_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ngs_id: integer()
      .notNull()
      .references(() => muestraNgs.ngs_id),
    orden: integer().notNull(),
    ...columnsFor(CAMPOS_NGS_VARIANTE, 'borrador'),
    ...recordColumns(),
  },
  (t) => [index('ngs_variante_ngs_idx').on(t.ngs_id)],
);

/** data-dictionary §5.5 `biobanco`: key `upn` + `biobanco_id` (a registry-wide identity, shown `{upn}-B{id}`). */
export const biobanco = pgTable(
  'biobanco',
  {
    biobanco_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paciente_id: pacienteRef(),
    ...columnsFor(CAMPOS_BIOBANCO, 'borrador'),
    muestra_id: integer().references(() => muestra.muestra_id),
    biolab: varchar({ length: CODE_LENGTH }).$type<CodigoBiolab>().notNull(),
    avisos: jsonb().$type<Record<string, string>>().notNull().default({}),
    eliminado: boolean().notNull().default(false),
    motivo_eliminacion: varchar({ length: 500 }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex(uniqueName('biobanco_codigo_unique')).on(t.biolab, t.codigo_biobanco).where(sql`not eliminado`),
    index('biobanco_paciente_idx').on(t.paciente_id),
    index('biobanco_biolab_idx').on(t.biolab, t.estado_alicuota),
    index('biobanco_muestra_idx').on(t.muestra_id),
  ],
);

/**
 * data-dictionary §5.3 `informe`: a laboratory report (PDF) attached to a sample. Versions count per sample and type;
 * a replacement names the report it replaces. Never deleted: `activo` false with who, when and why.
 */
export const informe = pgTable(
  'informe',
  {
    informe_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    muestra_id: integer()
      .notNull()
      .references(() => muestra.muestra_id),
    tipo_informe: varchar({ length: CODE_LENGTH }).$type<CodigoCatalogo<'tipo_informe'>>().notNull(),
    fecha_informe: date({ mode: 'string' }).notNull(),
    version: integer().notNull(),
    sustituye_a: integer().references((): AnyPgColumn => informe.informe_id),
    /** Where the file is in the storage (platform/almacen), chosen by the server. */
    clave_fichero: varchar({ length: 200 }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    tamano_bytes: integer().notNull(),
    tipo_mime: varchar({ length: 50 }).notNull(),
    /** The uploader's file name, sanitised (data-dictionary §5.3). */
    nombre_archivo: varchar({ length: 255 }).notNull(),
    comentario: varchar({ length: 500 }),
    subido_por: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    subido_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    activo: boolean().notNull().default(true),
    motivo_eliminacion: varchar({ length: 500 }),
    eliminado_por: integer().references(() => usuario.usuario_id),
    eliminado_en: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('informe_version_unique').on(t.muestra_id, t.tipo_informe, t.version),
    // The same file twice on one sample is refused; a deleted report's file may be attached again.
    uniqueIndex(uniqueName('informe_sha256_unique')).on(t.muestra_id, t.sha256).where(sql`${t.activo}`),
    index('informe_muestra_idx').on(t.muestra_id),
    check('informe_tamano_check', sql`${t.tamano_bytes} between 1 and 20971520`),
    check('informe_version_check', sql`${t.version} >= 1`),
    check('informe_eliminacion_check', sql`${t.activo} or (${t.motivo_eliminacion} is not null and ${t.eliminado_por} is not null and ${t.eliminado_en} is not null)`),
  ],
);
