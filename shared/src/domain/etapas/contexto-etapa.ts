import type { Registro } from '../fields/campo';

/** The patient's own data that stage rules read (data-dictionary §3.1). */
export type DatosPacienteEtapa = {
  readonly paciente_id: number;
  readonly sexo: string | null;
  readonly fecha_nacimiento: string | null;
  readonly fecha_diagnostico: string | null;
  readonly entidad: string | null;
  readonly estado: string;
  /** The patient's trials (`paciente_ensayo`): X35 checks `*_ensayo` against them. */
  readonly ensayos: readonly { readonly ensayo: string; readonly fecha_inclusion: string | null }[];
  /** The latest `fecha_extraccion` of the patient's live samples: a dated event of `fecha_ultimo_contacto` (§3.8). */
  readonly fecha_ultima_muestra?: string | null;
};

/**
 * Every stored clinical record of one patient, as the stage rules of data-dictionary §6 see them (dates across forms,
 * remissions before relapses, death after everything…). Records are keyed by the dictionary's variable names, include
 * their server-computed values and their id (`<tabla>_id`). Repeatable stages are in date order.
 */
export type ExpedientePaciente = {
  readonly paciente: DatosPacienteEtapa;
  readonly diagnostico: Registro | null;
  /** Rows of the diagnosis' FISH sub-table. */
  readonly diagnostico_fish: readonly Registro[];
  readonly induccion: Registro | null;
  readonly consolidacion: readonly Registro[];
  readonly post_consolidacion: readonly Registro[];
  readonly trasplante: readonly Registro[];
  readonly seguimiento: readonly Registro[];
  readonly recaida: readonly Registro[];
  /** Both rescue lines (`rr_linea` 1 and 2). */
  readonly rec_res: readonly Registro[];
  readonly muerte: Registro | null;
};

/**
 * What a stage's rules get besides the record being validated: the patient's other records and, for a row of a
 * repeatable stage (or a rescue line), the id of the stored row being edited (null for a new row), so a rule compares
 * the record with the *other* rows. The record being validated replaces its stored version wherever a rule needs the
 * patient's whole history (`conRegistro`).
 */
export type ContextoEtapa = {
  readonly expediente: ExpedientePaciente;
  readonly registroId: number | null;
};

/** The rows of a repeatable stage other than the one being edited. */
export function otrasFilas(filas: readonly Registro[], contexto: ContextoEtapa, claveId: string): readonly Registro[] {
  return contexto.registroId === null ? filas : filas.filter((fila) => fila[claveId] !== contexto.registroId);
}

/** The rows of a repeatable stage with the record being edited in place of its stored version (or added). */
export function conRegistro(filas: readonly Registro[], registro: Registro, contexto: ContextoEtapa, claveId: string): readonly Registro[] {
  return [...otrasFilas(filas, contexto, claveId), { ...registro, [claveId]: contexto.registroId }];
}

/** The history of a patient with no clinical record yet. */
export function expedienteSinRegistros(paciente: DatosPacienteEtapa): ExpedientePaciente {
  return {
    paciente,
    diagnostico: null,
    diagnostico_fish: [],
    induccion: null,
    consolidacion: [],
    post_consolidacion: [],
    trasplante: [],
    seguimiento: [],
    recaida: [],
    rec_res: [],
    muerte: null,
  };
}
