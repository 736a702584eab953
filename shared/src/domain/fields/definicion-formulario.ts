import type { Campo, Registro } from './campo';
import type { ReglaFormulario } from './regla-formulario';

/**
 * A sub-table of a record form (a stage's FISH probes, a patient's trials): edited as rows inside the form, sent
 * under its name, stored in its own table.
 */
export type SubtablaFormulario<ContextoFila = unknown> = {
  /** Table name and the key of the rows in the record's JSON (`diagnostico_fish`, `paciente_ensayo`). */
  readonly nombre: string;
  /** Spanish title of one row («Ensayo», «FISH»…); row `i` is titled «{titulo} {i + 1}». */
  readonly titulo: string;
  readonly campos: readonly Campo[];
  /** Rules of one row, with what the row cannot see by itself (the other rows, the parent record…). */
  readonly reglas: readonly ReglaFormulario<ContextoFila>[];
  /** No limit when absent. */
  readonly maxFilas?: number;
  /** Shown, checked and sent only when the record's values say so (a patient's trials: «participa en ensayo»). */
  readonly visibleIf?: (registro: Registro) => boolean;
};

/**
 * What any record form is made of: its fields, its cross-field rules and at most one sub-table. A stage
 * (`DefinicionEtapa`) is one case, the patient (`FORMULARIO_PACIENTE`) another; a new record type is a new
 * definition, and the form stack of `shared/ui/formulario` edits it.
 */
export type DefinicionFormulario<Contexto = unknown, ContextoFila = unknown> = {
  /** Spanish title of the form. */
  readonly titulo: string;
  /** Editable fields, in form order. */
  readonly campos: readonly Campo[];
  /** The same list runs in the browser and in the API. */
  readonly reglas: readonly ReglaFormulario<Contexto>[];
  readonly subtabla?: SubtablaFormulario<ContextoFila>;
};
