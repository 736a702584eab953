import type { EstadoFormulario } from '../catalogues/estado-formulario';
import type { Registro } from '../fields/campo';
import type { Modo } from '../fields/registro-de';
import type { ExpedientePaciente } from './contexto-etapa';
import type { EtapaId } from './definicion-etapa';
import type { EstadoEtapa } from './estado-etapa';

/**
 * One stage record as the API answers it: its fields, computed values and sub-table rows in `datos` (keyed by the
 * dictionary's variable names), and around them the record's state, version and stamps.
 */
export type RegistroEtapa = {
  readonly registro_id: number;
  readonly paciente_id: number;
  readonly estado_formulario: EstadoFormulario;
  readonly version: number;
  /** Warnings (severity A) the record was saved with, by variable. */
  readonly avisos: Readonly<Record<string, string>>;
  readonly creado_por: number | null;
  readonly creado_en: string;
  readonly modificado_por: number | null;
  readonly modificado_en: string;
  readonly validado_por: number | null;
  readonly validado_en: string | null;
  readonly datos: Registro;
};

/** The body of a save: the form's values, the mode and, for an existing record, the version read. */
export type GuardadoEtapa = { readonly modo: Modo; readonly version?: number | null; readonly datos: Registro };

/** `GET /pacientes/{id}/etapas`: every stage's status, why a stage cannot start yet, and the records the rules read. */
export type ResumenEtapas = {
  readonly estados: Readonly<Record<EtapaId, EstadoEtapa>>;
  readonly no_disponibles: Readonly<Partial<Record<EtapaId, string>>>;
  readonly expediente: ExpedientePaciente;
};
