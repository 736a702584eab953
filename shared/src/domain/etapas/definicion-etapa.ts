import type { CampoCalculado, Registro } from '../fields/campo';
import type { DefinicionFormulario, SubtablaFormulario } from '../fields/definicion-formulario';
import type { ContextoEtapa, ExpedientePaciente } from './contexto-etapa';

/** The stages of data-dictionary §1, by the name of their record (rec-res-1 and rec-res-2 share the table `rec_res`). */
export type EtapaId =
  | 'diagnostico'
  | 'induccion'
  | 'consolidacion'
  | 'post_consolidacion'
  | 'trasplante'
  | 'seguimiento'
  | 'recaida'
  | 'rec_res_1'
  | 'rec_res_2'
  | 'muerte';

/**
 * The stages with a screen of their own (spec §2: `/diagnostico/{id}`…), in the record's order; the others are sections
 * of one of these. Typed here rather than derived from `ETAPAS` so that the route table (host, every remote) does not
 * bundle every stage's fields and rules; a test checks it equals the definitions' screens.
 */
export const PANTALLAS_ETAPAS = ['diagnostico', 'induccion', 'consolidacion', 'trasplante', 'seguimiento', 'recaida', 'muerte'] as const satisfies readonly EtapaId[];
export type PantallaEtapa = (typeof PANTALLAS_ETAPAS)[number];

/**
 * Each stage's segment of the API path under `/leucemia/api/pacientes/{id}/` (spec §7), in the record's order. Typed
 * here rather than derived from `ETAPAS` so that the HTTP client (the host's first page) does not bundle every stage's
 * fields and rules; a test checks it equals the definitions' `rutaApi`.
 */
export const RUTAS_API_ETAPAS = [
  'diagnostico',
  'induccion',
  'consolidacion',
  'post-consolidacion',
  'transplante',
  'seguimiento',
  'recaida',
  'rec-res-1',
  'rec-res-2',
  'muerte',
] as const;

/** A stage's key in the patient's record (`ExpedientePaciente`): both rescue lines are `rec_res`. */
export type ClaveExpediente = Exclude<keyof ExpedientePaciente, 'paciente' | 'diagnostico_fish'>;

/** A panel of the form (the dictionary's section letters): its Spanish title and its fields in order. */
export type SeccionEtapa = { readonly titulo: string; readonly campos: readonly string[] };

/** A sub-table of a stage record (e.g. `diagnostico_fish`); a row's rules see the record's other rows. */
export type SubtablaEtapa = SubtablaFormulario<{ readonly filas: readonly Registro[] }> & { readonly maxFilas: number };

/**
 * Everything the registry knows about one stage form (a record form whose fields, cross-field rules of
 * data-dictionary §6 and sub-table are `DefinicionFormulario`'s): the one source of truth the form, the API validation, the
 * table and the export columns are derived from.
 */
export type DefinicionEtapa<Pantalla extends PantallaEtapa = PantallaEtapa> = DefinicionFormulario<ContextoEtapa, { readonly filas: readonly Registro[] }> & {
  readonly id: EtapaId;
  /** Spanish title of the form («Diagnóstico», «Inducción»…), wherever it is shown: screen, section, timeline, messages. */
  readonly titulo: string;
  /**
   * The stage whose screen edits it, `/{pantalla}/{id}` (spec §2): its own id, or the stage it is a section of
   * (post-consolidation of consolidation, the rescue lines of relapse; data-dictionary §1).
   */
  readonly pantalla: Pantalla;
  /** Its records in the patient's history (`ExpedientePaciente`). */
  readonly expediente: ClaveExpediente;
  /** A rescue line: the `rr_linea` its rows hold in the table both lines share. */
  readonly lineaRescate?: 1 | 2;
  /** The one entry of the patient's timeline it shares with the other stages of its record key (the rescue lines). */
  readonly grupoLinea?: { readonly clave: string; readonly titulo: string };
  /** Segment of the API path under `/leucemia/api/pacientes/{id}/` (spec §7: `transplante`, `rec-res-1`…). */
  readonly rutaApi: string;
  /** Database table. */
  readonly tabla: string;
  /** `uno`: one record per patient; `filas`: one row per cycle / transplant / contact / relapse / line. */
  readonly cardinalidad: 'uno' | 'filas';
  readonly maxFilas?: number;
  /**
   * For `filas`: the auto-numbered key (`cons_ciclo`, `tph_num`, `seg_…`) and the date that orders the rows; the
   * server renumbers 1..n by that date after every write.
   */
  readonly numeracion?: { readonly campo: string; readonly fecha: string };
  /** The record key of a stage that is not numbered, first in its export file (data-dictionary §8): a rescue line's `rr_linea`. */
  readonly claveRegistro?: string;
  /** How a patient's records are ordered in the export when neither the numbering nor the key orders them (follow-up contacts by date). */
  readonly ordenRegistros?: readonly string[];
  /** The field naming the clinical trial the record was given in: what the trial download filters on (data-dictionary §8). */
  readonly campoEnsayo?: string;
  /** Server-computed values (data-dictionary §7): stored, exported, shown read-only; never accepted from the client. */
  readonly calculados: readonly CampoCalculado[];
  readonly secciones: readonly SeccionEtapa[];
  /**
   * Fields the form pre-fills with a computed value while they are empty (data-dictionary: «default = calculated»,
   * «pre-filled with calculated»); the clinician may still choose another value, with the justification the rules ask.
   */
  readonly prerrellenos?: readonly { readonly campo: string; readonly desde: string }[];
  /** Codes a list field gets when another field takes a value (data-dictionary §3.7: ATG = SI adds ATG to the prophylaxis). */
  readonly codigosImplicitos?: readonly { readonly si: { readonly campo: string; readonly valor: string }; readonly campo: string; readonly codigo: string }[];
  /**
   * How the form shows some computed values when the stored value is not what a clinician reads (the ELN missing
   * inputs are stored as variable names for the export, shown as «Riesgo ELN 2022 no evaluable. Faltan: …»).
   */
  readonly textosCalculados?: Readonly<Record<string, (registro: Registro, contexto: ContextoEtapa) => string | null>>;
  /**
   * The values of `calculados` for a normalised record (keys = their names; null when not computable), plus any field
   * the server computes in some cases (an intensive induction's `ind_mejor_respuesta`): stored over what was entered.
   */
  readonly derivar: (registro: Registro, contexto: ContextoEtapa) => Registro;
  /** Its rows are limited in number (`maxFilas`). */
  readonly subtabla?: SubtablaEtapa;
};
