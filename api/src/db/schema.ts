import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CAMPOS_BIOBANCO,
  CAMPOS_BITACORA,
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_HOSPITAL,
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  CAMPOS_USUARIO,
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
  type ClaveDocumentoReferencia,
  type CodigoBiolab,
  type CodigoCatalogo,
  type CodigoLaboratorio,
  type DatoEsencialPendiente,
  type EstadoConsulta,
  type EstadoFormulario,
  type EstadoMuestra,
  type EstadoPaciente,
  type EventoConsulta,
  type FormularioConsulta,
  type OrigenConsulta,
  type Rol,
  type TipoRegistro,
} from '@registro-lma/shared/domain';
import type { MotivoFinSesion } from './motivo-fin-sesion';
import { CODE_LENGTH, columnsFor } from './columns';
import { etapaSubTable, etapaTable } from './etapa-table';
import { recordColumns } from './record-columns';
import type { UniqueConstraintName } from './unique-constraints';

const uniqueName = (name: UniqueConstraintName) => name;

export const hospital = pgTable(
  'hospital',
  {
    hospital_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_HOSPITAL),
    ...recordColumns(),
  },
  (t) => [unique(uniqueName('hospital_codigo_unique')).on(t.codigo)],
);

export const usuario = pgTable(
  'usuario',
  {
    usuario_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_USUARIO),
    password_hash: varchar({ length: 200 }).notNull(),
    ultimo_acceso: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set with a generated or administrator-reset password: until the user sets their own, only that is allowed. */
    debe_cambiar_password: boolean().notNull().default(false),
    ...recordColumns(),
  },
  (t) => [uniqueIndex(uniqueName('usuario_email_unique')).on(sql`lower(${t.email})`)],
);

/**
 * A sign-in: its id travels in every token of it (`sid`). It ends when revoked (sign-out, or a change to the user's
 * password, role, centres or activity) or at `caduca_absoluta`, which renewing the token never moves.
 */
export const sesion = pgTable(
  'sesion',
  {
    sesion_id: uuid().primaryKey(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id, { onDelete: 'cascade' }),
    iniciada: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    caduca_absoluta: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revocada_en: timestamp({ withTimezone: true, mode: 'date' }),
    motivo: varchar({ length: 40 }).$type<MotivoFinSesion>(),
  },
  (t) => [index('sesion_usuario_idx').on(t.usuario_id)],
);

const usuarioRef = () =>
  integer()
    .notNull()
    .references(() => usuario.usuario_id, { onDelete: 'cascade' });

export const usuarioHospital = pgTable(
  'usuario_hospital',
  {
    usuario_id: usuarioRef(),
    hospital_id: integer()
      .notNull()
      .references(() => hospital.hospital_id),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.hospital_id] }), index('usuario_hospital_hospital_idx').on(t.hospital_id)],
);

export const usuarioLaboratorio = pgTable(
  'usuario_laboratorio',
  {
    usuario_id: usuarioRef(),
    laboratorio: varchar({ length: CODE_LENGTH }).$type<CodigoLaboratorio>().notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.laboratorio] })],
);

export const usuarioBiolab = pgTable(
  'usuario_biolab',
  {
    usuario_id: usuarioRef(),
    biolab: varchar({ length: CODE_LENGTH }).$type<CodigoBiolab>().notNull(),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.biolab] })],
);

/** Client failures (spec §8). `usuario_id` is set only when a valid token came with the entry. */
export const bitacora = pgTable(
  'bitacora',
  {
    bitacora_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...columnsFor(CAMPOS_BITACORA),
    usuario_id: integer(),
    verificado: boolean().notNull(),
    /** What a caller without a valid token said it was: kept apart so it is never read as a verified user. */
    usuario_declarado: varchar({ length: 254 }),
    rol_declarado: varchar({ length: CODE_LENGTH }),
    ...recordColumns(),
  },
  (t) => [index('bitacora_creado_en_idx').on(t.creado_en)],
);

/**
 * Failed sign-ins of the last minutes, shared by every API process (see intentos-login.ts). `email` is the
 * normalised e-mail as typed, known or not; `direccion` the client address (per TRUST_PROXY). Pruned by age.
 */
export const intentoLogin = pgTable(
  'intento_login',
  {
    intento_login_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 254 }).notNull(),
    direccion: varchar({ length: 64 }).notNull(),
    creado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('intento_login_email_idx').on(t.email, t.creado_en),
    index('intento_login_direccion_idx').on(t.direccion, t.creado_en),
    index('intento_login_creado_en_idx').on(t.creado_en),
  ],
);

/** Append-only audit trail (data-dictionary §0.4); a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE. */
export const auditoria = pgTable(
  'auditoria',
  {
    auditoria_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer(),
    rol: varchar({ length: CODE_LENGTH }).$type<Rol>(),
    tabla: varchar({ length: 63 }).notNull(),
    registro_id: varchar({ length: 64 }).notNull(),
    accion: varchar({ length: 20 }).notNull(),
    antes: jsonb(),
    despues: jsonb(),
    motivo: varchar({ length: 500 }),
    /** The patient a clinical record belongs to, so a patient's whole history is one indexed read. */
    paciente_id: integer(),
    ...recordColumns(),
  },
  (t) => [
    index('auditoria_registro_idx').on(t.tabla, t.registro_id),
    index('auditoria_paciente_idx').on(t.paciente_id, t.auditoria_id),
    // The audit screen: what one user did, newest first, and a period of the whole trail.
    index('auditoria_usuario_idx').on(t.usuario_id, t.auditoria_id),
    index('auditoria_creado_en_idx').on(t.creado_en),
  ],
);

/** UPN numbers: registry-wide, never reused (a rolled-back transaction leaves a gap), at most six digits. */
export const pacienteUpnSeq = pgSequence('paciente_upn_seq', { startWith: 1, minValue: 1, maxValue: UPN_MAXIMO, cache: 1 });

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
    edad_diagnostico: integer(),
    fecha_registro: date({ mode: 'string' }).notNull(),
    tipo_registro: varchar({ length: 20 }).$type<TipoRegistro>(),
    /** data-dictionary §3.2, recomputed after every save of the patient or one of its records (shown in the lists). */
    de_completitud_pct: integer(),
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
    // UPN search (modules/pacientes/busqueda-upn.ts): a centre's patients in UPN order, and digit fragments.
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

const pacienteRef = () =>
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
 * Answers of creates sent with an Idempotency-Key, written in the create's own transaction: a repeat
 * of a request whose answer was lost gets that answer back instead of creating again. Rows older than a day go.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuario_id: usuarioRef(),
    clave: varchar({ length: 100 }).notNull(),
    /** Method and route pattern, e.g. `POST /leucemia/api/pacientes`. */
    ruta: varchar({ length: 200 }).notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    huella: varchar({ length: 64 }).notNull(),
    estado: integer().notNull(),
    respuesta: jsonb().notNull(),
    creada_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.clave] }), index('idempotencia_creada_en_idx').on(t.creada_en)],
);

/**
 * Versions of the reference documents of the screens (seed-spec §1; `DOCUMENTOS_REFERENCIA` in shared): each upload of
 * a key is a new version and becomes the one in force (`activo`, at most one per key); older ones stay downloadable.
 * Rows are written once and only `activo` changes, audited: `version` is the document's version, not a lock.
 */
export const documentoReferencia = pgTable(
  'documento_referencia',
  {
    documento_referencia_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clave: varchar({ length: CODE_LENGTH }).notNull().$type<ClaveDocumentoReferencia>(),
    version: integer().notNull(),
    /** Where the file is in the storage (platform/almacen), chosen by the server. */
    clave_fichero: varchar({ length: 200 }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    tamano_bytes: integer().notNull(),
    tipo_mime: varchar({ length: 50 }).notNull(),
    /** The uploader's file name, sanitised (data-dictionary §5.3). */
    nombre_archivo: varchar({ length: 255 }).notNull(),
    subido_por: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    subido_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    activo: boolean().notNull(),
  },
  (t) => [
    unique('documento_referencia_version_unique').on(t.clave, t.version),
    unique(uniqueName('documento_referencia_sha256_unique')).on(t.clave, t.sha256),
    uniqueIndex('documento_referencia_vigente_idx').on(t.clave).where(sql`${t.activo}`),
    check('documento_referencia_tamano_check', sql`${t.tamano_bytes} between 1 and 20971520`),
    check('documento_referencia_version_check', sql`${t.version} >= 1`),
  ],
);

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
    codigo_muestra: varchar({ length: 20 }).notNull(),
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

/** Longest ⚙ catalogue id: `momento_muestra_` and a trial code of up to 40 characters. */
const CATALOGO_ID_LENGTH = 60;

/**
 * The rows of the ⚙ catalogues (catalogues.md §0: laboratories, biolabs, funding, trials, each trial's moments under
 * `momento_muestra_<ensayo>`, LMA-FLOW risks), edited by ADMIN: seeded with the values in code, then the registry's.
 * `datos` holds the catalogue's own columns, shaped and validated by the shared descriptors (CAMPOS_EXTRA_CATALOGO).
 * A code is never renamed; one in use is never deleted, only deactivated.
 */
export const catalogoFila = pgTable(
  'catalogo_fila',
  {
    catalogo: varchar({ length: CATALOGO_ID_LENGTH }).notNull(),
    codigo: varchar({ length: CODE_LENGTH }).notNull(),
    etiqueta: varchar({ length: 200 }).notNull(),
    orden: integer().notNull(),
    activo: boolean().notNull().default(true),
    nota: varchar({ length: 500 }),
    datos: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ name: uniqueName('catalogo_fila_pkey'), columns: [t.catalogo, t.codigo] }),
    check('catalogo_fila_codigo_check', sql`${t.codigo} ~ '^[A-Z0-9]+(_[A-Z0-9]+)*$'`),
  ],
);

/** The version of each ⚙ catalogue: bumped in the transaction of every change, so the library's ETag changes with it. */
export const catalogoVersion = pgTable('catalogo_version', {
  catalogo: varchar({ length: CATALOGO_ID_LENGTH }).primaryKey(),
  version: integer().notNull(),
});

/**
 * An extract of one area (data-dictionary §8) requested by a user: its options, the state of its background
 * job (queue `descargas`, platform/trabajos), its progress and, once written, its file in the storage until it expires.
 * `intento` is bumped by each worker that takes the job: a worker whose number is no longer current stops writing.
 */
export const descarga = pgTable(
  'descarga',
  {
    descarga_id: uuid().primaryKey().defaultRandom(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    rol: varchar({ length: CODE_LENGTH }).$type<Rol>().notNull(),
    area: varchar({ length: CODE_LENGTH }).notNull(),
    opciones: jsonb().$type<Record<string, unknown>>().notNull(),
    estado: varchar({ length: CODE_LENGTH }).notNull().default('PENDIENTE'),
    intento: integer().notNull().default(0),
    filas_hechas: integer().notNull().default(0),
    filas_total: integer(),
    error: varchar({ length: 500 }),
    clave_fichero: varchar({ length: 200 }),
    nombre_archivo: varchar({ length: 255 }),
    tamano_bytes: bigint({ mode: 'number' }),
    sha256: varchar({ length: 64 }),
    filas_por_fichero: jsonb().$type<Record<string, number>>(),
    creada_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    iniciada_en: timestamp({ withTimezone: true, mode: 'date' }),
    terminada_en: timestamp({ withTimezone: true, mode: 'date' }),
    caduca_en: timestamp({ withTimezone: true, mode: 'date' }),
    /** Last sign of life of the process generating it: a job whose heartbeat stopped is taken back. */
    latido_en: timestamp({ withTimezone: true, mode: 'date' }),
    /** Attempts lost with their process: at the second the job is failed instead of retried. */
    perdidas: integer().notNull().default(0),
  },
  (t) => [index('descarga_usuario_area_idx').on(t.usuario_id, t.area, t.creada_en), index('descarga_caducidad_idx').on(t.estado, t.caduca_en)],
);

/**
 * The §7 outcomes of each patient (OS, EFS, RFS: days and event; first-line best response, primary refractoriness,
 * early death) and the grouping values of the panel that its
 * history holds (ELN 2022 risk, first-line intent), as `resumenPaciente` computes them for the extracts: the panel's
 * curves read one row per patient instead of every history. Kept current by `actualizarDerivadosPaciente` wherever the
 * derived values are recomputed; the values the patient row holds (centre, state, diagnosis date, age, entity) are
 * read from it through the key, so a transfer or an edit of the patient never leaves a stale copy here.
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
  },
);

/**
 * A query (data-quality loop): a question on one field of one record (`campo` null: the whole record), opened by a
 * monitor and answered by the record's centre. `hospital_id` is the patient's centre, kept for the per-centre lists and
 * counts; the scope itself is always read on the patient. At most one query not yet closed per field of a record.
 */
export const consulta = pgTable(
  'consulta',
  {
    consulta_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paciente_id: pacienteRef(),
    hospital_id: integer()
      .notNull()
      .references(() => hospital.hospital_id),
    formulario: varchar({ length: 30 }).$type<FormularioConsulta>().notNull(),
    registro_id: integer().notNull(),
    campo: varchar({ length: 63 }),
    estado: varchar({ length: CODE_LENGTH }).$type<EstadoConsulta>().notNull().default('ABIERTA'),
    origen: varchar({ length: CODE_LENGTH }).$type<OrigenConsulta>().notNull().default('MANUAL'),
    /** The worklist rule an automatic query came from. */
    regla: varchar({ length: 40 }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('consulta_abierta_unica_idx')
      .on(t.formulario, t.registro_id, sql`coalesce(${t.campo}, '')`)
      .where(sql`${t.estado} <> 'CERRADA'`),
    index('consulta_paciente_idx').on(t.paciente_id, t.consulta_id),
    // The list of a centre (or of all) by state, newest change first, and the home count per centre and state.
    index('consulta_centro_estado_idx').on(t.hospital_id, t.estado, t.modificado_en),
    index('consulta_estado_idx').on(t.estado, t.modificado_en),
  ],
);

/** A query's thread: one row per step, never changed (the same trigger as the audit trail refuses it). */
export const consultaEvento = pgTable(
  'consulta_evento',
  {
    consulta_evento_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consulta_id: integer()
      .notNull()
      .references(() => consulta.consulta_id),
    tipo: varchar({ length: CODE_LENGTH }).$type<EventoConsulta>().notNull(),
    texto_consulta: varchar({ length: 2000 }),
    /** An answer's link to the audit row of the correction it made. */
    auditoria_id: bigint({ mode: 'number' }),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.usuario_id),
    creado_en: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('consulta_evento_consulta_idx').on(t.consulta_id, t.consulta_evento_id)],
);
