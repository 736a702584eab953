import { estadoDeEtapa, type EstadoEtapa, type EstadoFormulario, type EtapaId, type ResumenEtapas } from '@registro-lma/shared/domain';

/** The entries of a patient's timeline, in the spec's order (spec §4; data-dictionary §1): both rescue lines are one. */
export type ClaveEtapa = Exclude<EtapaId, 'rec_res_1' | 'rec_res_2'> | 'rescates';

export interface EtapaPaciente {
  readonly clave: ClaveEtapa;
  readonly etiqueta: string;
  /** The screen that edits it: post-consolidation is a section of consolidation, salvage lines of relapse. */
  readonly ruta: string;
  /** null until the stages' summary has arrived. */
  readonly estado: EstadoEtapa | null;
  /** Why the stage cannot get its first record yet, when it cannot. */
  readonly motivo: string | null;
}

type EstadosEtapas = Pick<ResumenEtapas, 'estados' | 'no_disponibles'>;

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

const iniciada = (estado: EstadoEtapa): estado is EstadoFormulario => estado !== 'SIN_INICIAR';

function estadoDe(clave: ClaveEtapa, { estados }: EstadosEtapas): EstadoEtapa {
  return clave === 'rescates' ? estadoDeEtapa([estados.rec_res_1, estados.rec_res_2].filter(iniciada)) : estados[clave];
}

/** The second line builds on the first: the rescue entry is available exactly when the first line is. */
function motivoDe(clave: ClaveEtapa, { no_disponibles }: EstadosEtapas): string | null {
  return (clave === 'rescates' ? no_disponibles.rec_res_1 : no_disponibles[clave]) ?? null;
}

/** The timeline of one patient, with each stage's status from `GET /pacientes/{id}/etapas` once it has arrived. */
export function etapasDePaciente(pacienteId: number, resumen: EstadosEtapas | null): EtapaPaciente[] {
  return ETAPAS.map(({ clave, etiqueta, pantalla }) => ({
    clave,
    etiqueta,
    ruta: `/${pantalla}/${pacienteId}`,
    estado: resumen === null ? null : estadoDe(clave, resumen),
    motivo: resumen === null ? null : motivoDe(clave, resumen),
  }));
}
