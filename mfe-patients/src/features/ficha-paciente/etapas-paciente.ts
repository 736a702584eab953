import type { EstadoFormulario } from '@registro-lma/shared/domain';

/** The stages of a patient's record, in the spec's order (spec §4; data-dictionary §1). */
export type ClaveEtapa =
  | 'diagnostico'
  | 'induccion'
  | 'consolidacion'
  | 'post_consolidacion'
  | 'trasplante'
  | 'seguimiento'
  | 'recaida'
  | 'rescates'
  | 'muerte';

/** Not started yet, or the `estado_formulario` of the stage's record(s). */
export type EstadoEtapa = 'NO_INICIADA' | EstadoFormulario;

export interface EtapaPaciente {
  readonly clave: ClaveEtapa;
  readonly etiqueta: string;
  /** The screen that edits it: post-consolidation is a section of consolidation, salvage lines of relapse. */
  readonly ruta: string;
  readonly estado: EstadoEtapa;
}

const ETAPAS: readonly { readonly clave: ClaveEtapa; readonly etiqueta: string; readonly pantalla: string }[] = [
  { clave: 'diagnostico', etiqueta: 'Diagnóstico', pantalla: 'diagnostico' },
  { clave: 'induccion', etiqueta: 'Inducción', pantalla: 'induccion' },
  { clave: 'consolidacion', etiqueta: 'Consolidación', pantalla: 'consolidacion' },
  { clave: 'post_consolidacion', etiqueta: 'Post-consolidación (mantenimiento)', pantalla: 'consolidacion' },
  { clave: 'trasplante', etiqueta: 'Trasplante', pantalla: 'trasplante' },
  { clave: 'seguimiento', etiqueta: 'Seguimiento', pantalla: 'seguimiento' },
  { clave: 'recaida', etiqueta: 'Recaída', pantalla: 'recaida' },
  { clave: 'rescates', etiqueta: 'Tratamientos de rescate', pantalla: 'recaida' },
  { clave: 'muerte', etiqueta: 'Muerte', pantalla: 'muerte' },
];

export const ETIQUETA_ESTADO_ETAPA: Readonly<Record<EstadoEtapa, string>> = {
  NO_INICIADA: 'No iniciada',
  BORRADOR: 'En borrador',
  COMPLETO: 'Completa',
  VALIDADO: 'Validada',
};

/**
 * The timeline of one patient. Each stage's status comes from its own API (one per stage, in later releases);
 * a stage not given is not started.
 */
export function etapasDePaciente(pacienteId: number, estados: Readonly<Partial<Record<ClaveEtapa, EstadoEtapa>>> = {}): EtapaPaciente[] {
  return ETAPAS.map(({ clave, etiqueta, pantalla }) => ({ clave, etiqueta, ruta: `/${pantalla}/${pacienteId}`, estado: estados[clave] ?? 'NO_INICIADA' }));
}
