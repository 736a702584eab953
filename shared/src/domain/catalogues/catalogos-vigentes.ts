import { PATRON_EMAIL } from '../admin/patron-email';
import { defineField, type Campo } from '../fields/campo';
import { CODE_LENGTH } from '../fields/longitud-codigo';
import { BIOLAB } from './biolab';
import type { CatalogoFila } from './catalogo-fila';
import { CATALOGOS, CATALOGOS_CONFIGURABLES } from './catalogos';
import { ENSAYO, type PeriodoEnsayo } from './ensayo';
import { LABORATORIO } from './laboratorio';
import { LABORATORIO_ECONOMICO } from './laboratorio-economico';
import { MOMENTO_MUESTRA } from './momento-muestra';
import { RIESGO_LMA_FLOW } from './riesgo-lma-flow';
import { TIPO_ESTUDIO } from './tipo-estudio';

/**
 * The ⚙ catalogues (catalogues.md §0) the administrator edits, one tab each: the seed values in code are only what a
 * fresh database starts with; the rows in force come from the database (`catalogo_fila`).
 * Each trial's moment list (§1.2) is edited from its trial.
 */
export const CATALOGOS_EDITABLES = ['laboratorio', 'biolab', 'laboratorio_economico', 'ensayo', 'riesgo_lma_flow'] as const;

export type CatalogoEditable = (typeof CATALOGOS_EDITABLES)[number];

/** A row in force: the common columns and the catalogue's own ones (`tecnicas`, `nct`, `momento_general`…). */
export type FilaCatalogoVigente = CatalogoFila & { readonly [columna: string]: unknown };

/** The rows in force of every ⚙ catalogue by catalogue id; a trial's moments under `momento_muestra_<ensayo>`. */
export type CatalogosVigentes = Readonly<Record<string, readonly FilaCatalogoVigente[]>>;

/** One row as the administration screen reads it (`/leucemiaLibrerias/api/catalogos/{catalogo}`). */
export type FilaCatalogoAdmin = {
  readonly codigo: string;
  readonly etiqueta: string;
  readonly orden: number;
  readonly activo: boolean;
  readonly nota: string | null;
  /** The catalogue's own columns (CAMPOS_EXTRA_CATALOGO, CAMPOS_EXTRA_MOMENTO). */
  readonly datos: Record<string, unknown>;
  readonly version: number;
  readonly modificado_en: string;
  /** Referenced by some record or user: it can then only be deactivated. */
  readonly en_uso: boolean;
};

/** A catalogue with its version (what a reorder is sent with) and its rows in display order. */
export type CatalogoAdmin = { readonly catalogo: string; readonly version: number; readonly filas: FilaCatalogoAdmin[] };

export const TITULO_CATALOGO: Readonly<Record<CatalogoEditable, string>> = {
  laboratorio: 'Laboratorios',
  biolab: 'Biobancos',
  laboratorio_economico: 'Financiación',
  ensayo: 'Ensayos',
  riesgo_lma_flow: 'Riesgo LMA-FLOW',
};

/** Trials that are not a study of their own: «No incluido» has no moments, «Otro ensayo» uses the general list (§5). */
const ENSAYO_SIN_MOMENTOS = 'NINGUNO';
const ENSAYO_CON_MOMENTOS_GENERALES = 'OTRO';

/** Id of a trial's moment list (catalogues.md §1.2 `momento_muestra_<ensayo>`), or null for «No incluido en ensayo». */
export function catalogoMomentosDe(codigoEnsayo: string): string | null {
  if (codigoEnsayo === ENSAYO_SIN_MOMENTOS) return null;
  if (codigoEnsayo === ENSAYO_CON_MOMENTOS_GENERALES) return 'momento_muestra';
  return `momento_muestra_${codigoEnsayo.toLowerCase()}`;
}

/** The trial whose own moment list an id names (`momento_muestra_lma_flow` → LMA_FLOW), or null for another id. */
export function ensayoDeCatalogoMomentos(catalogo: string): string | null {
  const prefijo = 'momento_muestra_';
  return catalogo.startsWith(prefijo) && catalogo.length > prefijo.length ? catalogo.slice(prefijo.length).toUpperCase() : null;
}

/** The values of a fresh database: today's constants of every ⚙ catalogue, trial moments included. */
export const CATALOGOS_SEMILLA: CatalogosVigentes = Object.fromEntries(CATALOGOS_CONFIGURABLES.map((id) => [id, CATALOGOS[id]]));

/** Rows of a catalogue in force, the general moment list (a release catalogue) for `momento_muestra`. */
export function filasVigentes(vigentes: CatalogosVigentes, catalogo: string): readonly FilaCatalogoVigente[] {
  return catalogo === 'momento_muestra' ? MOMENTO_MUESTRA : (vigentes[catalogo] ?? []);
}

/** The seed constant each editable catalogue replaces (fields that name it read the rows in force instead). */
export const SEMILLA_DE_CATALOGO: Readonly<Record<CatalogoEditable, readonly CatalogoFila[]>> = {
  laboratorio: LABORATORIO,
  biolab: BIOLAB,
  laboratorio_economico: LABORATORIO_ECONOMICO,
  ensayo: ENSAYO,
  riesgo_lma_flow: RIESGO_LMA_FLOW,
};

const fechaONula = (valor: unknown): string | null => (typeof valor === 'string' ? valor : null);

/** The trials' recruitment periods in force (what the inclusion-date warning of `paciente_ensayo` reads). */
export function periodosDeEnsayos(vigentes: CatalogosVigentes): PeriodoEnsayo[] {
  return filasVigentes(vigentes, 'ensayo').map((fila) => ({ codigo: fila.codigo, fecha_apertura: fechaONula(fila.fecha_apertura), fecha_cierre: fechaONula(fila.fecha_cierre) }));
}

const CODIGO_CATALOGO = /^[A-Z0-9]+(_[A-Z0-9]+)*$/;

/** The columns every row has (catalogues.md §0): the code is fixed once created. */
export const CAMPOS_FILA_CATALOGO = [
  defineField({
    kind: 'text',
    name: 'codigo',
    label: 'Código',
    required: 'siempre',
    max: CODE_LENGTH,
    pattern: CODIGO_CATALOGO,
    hint: 'Mayúsculas, cifras y guiones bajos (p. ej. LAB_CMF_REF); no se puede cambiar después.',
  }),
  defineField({ kind: 'text', name: 'etiqueta', label: 'Etiqueta', required: 'siempre', max: 200 }),
  defineField({ kind: 'text', name: 'nota', label: 'Nota', required: 'opcional', max: 500 }),
] as const;

const HOSPITAL_CODIGO = defineField({ kind: 'text', name: 'hospital_codigo', label: 'Centro donde está (código)', required: 'opcional', max: 10 });

/** catalogues.md §2–§6: the columns of each catalogue besides the common ones. */
export const CAMPOS_EXTRA_CATALOGO: Readonly<Record<CatalogoEditable, readonly Campo[]>> = {
  laboratorio: [
    defineField({ kind: 'multiEnum', name: 'tecnicas', label: 'Estudios que realiza', required: 'siempre', catalogo: TIPO_ESTUDIO }),
    HOSPITAL_CODIGO,
    defineField({ kind: 'text', name: 'ciudad', label: 'Ciudad', required: 'opcional', max: 80 }),
    defineField({ kind: 'text', name: 'direccion', label: 'Dirección de envío (Hoja de envío)', required: 'opcional', max: 300 }),
    defineField({ kind: 'text', name: 'telefono', label: 'Teléfono', required: 'opcional', max: 30 }),
    defineField({ kind: 'text', name: 'email_recepcion', label: 'Correo de recepción', required: 'opcional', max: 254, pattern: PATRON_EMAIL }),
  ],
  biolab: [HOSPITAL_CODIGO, defineField({ kind: 'text', name: 'registro_isciii', label: 'Registro nacional de biobancos (ISCIII)', required: 'opcional', max: 40 })],
  laboratorio_economico: [],
  ensayo: [
    defineField({
      kind: 'text',
      name: 'nct',
      label: 'NCT (ClinicalTrials.gov)',
      required: 'opcional',
      max: 11,
      pattern: /^NCT\d{8}$/,
      hint: 'NCT seguido de 8 cifras.',
    }),
    defineField({ kind: 'text', name: 'eudract', label: 'EudraCT / EU CT', required: 'opcional', max: 30 }),
    defineField({ kind: 'text', name: 'fase', label: 'Fase', required: 'opcional', max: 20 }),
    defineField({ kind: 'text', name: 'poblacion', label: 'Población', required: 'opcional', max: 500 }),
    defineField({ kind: 'date', name: 'fecha_apertura', label: 'Inicio del reclutamiento', required: 'opcional', permitirFuturo: true }),
    defineField({ kind: 'date', name: 'fecha_cierre', label: 'Fin del reclutamiento', required: 'opcional', permitirFuturo: true }),
  ],
  riesgo_lma_flow: [],
};

/** catalogues.md §1.2: the columns of a trial's protocol moment. */
export const CAMPOS_EXTRA_MOMENTO = [
  defineField({ kind: 'text', name: 'ventana', label: 'Ventana', required: 'opcional', max: 200 }),
  defineField({ kind: 'enum', name: 'momento_general', label: 'Momento general equivalente', required: 'siempre', catalogo: MOMENTO_MUESTRA }),
] as const;

/** The extra columns of any ⚙ catalogue id: a trial's moment list has the moment's, an unknown id none. */
export function camposExtraDe(catalogo: string): readonly Campo[] {
  if (ensayoDeCatalogoMomentos(catalogo) !== null) return CAMPOS_EXTRA_MOMENTO;
  return (CAMPOS_EXTRA_CATALOGO as Readonly<Record<string, readonly Campo[]>>)[catalogo] ?? [];
}

export const MENSAJE_CODIGO_DUPLICADO = 'Ya existe una fila con ese código en el catálogo.';
export const MENSAJE_CIERRE_ANTES_APERTURA = 'El fin del reclutamiento no puede ser anterior a su inicio.';

export function mensajeCodigoEnUso(codigo: string): string {
  return `El código ${codigo} está en uso; solo puede desactivarse.`;
}

/** A deactivated code stays valid on existing records but a new record (or a changed value) may not take it. */
export function mensajeCodigoDesactivado(codigo: string, campo: string): string {
  return `El código ${codigo} de «${campo}» está desactivado: no se admite en registros nuevos.`;
}
