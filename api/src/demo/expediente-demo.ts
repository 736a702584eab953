import {
  validarEtapa,
  type ClaveExpediente,
  type DatosPacienteEtapa,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type Registro,
} from '@registro-lma/shared/domain';
import { ETAPAS_POR_CLAVE } from '../db/etapa-registry';
import { claveId } from '../db/etapa-table';
import type { Fila, Historia } from './historia-demo';

/** Keys of the history that hold the clinical records (the diagnosis' FISH rows travel with the diagnosis). */
export const CLAVES_HISTORIA: readonly ClaveExpediente[] = [...ETAPAS_POR_CLAVE.keys()];

/** The stage definition a stored row belongs to (a rescue row by its line). */
export function etapaDeFila(clave: ClaveExpediente, fila: Registro): DefinicionEtapa {
  const etapas = ETAPAS_POR_CLAVE.get(clave);
  if (etapas === undefined) throw new Error(`Clave de expediente desconocida: ${clave}`);
  return (etapas.find(({ etapa }) => etapa.lineaRescate !== undefined && etapa.lineaRescate === fila.rr_linea) ?? etapas[0]).etapa;
}

/** Every record under a key of a history (drawn or with ids), as a list. */
export function filasDeHistoria(fuente: { readonly [K in ClaveExpediente]: unknown }, clave: ClaveExpediente): Fila[] {
  const valor = fuente[clave];
  if (valor === null || valor === undefined) return [];
  return Array.isArray(valor) ? (valor as Fila[]) : [valor as Fila];
}

const vaciosPorEtapa = new Map<DefinicionEtapa, [nombre: string, vacio: unknown][]>();

/**
 * A stage's variables with what each is stored as when unanswered: its default (columns with one are NOT NULL), none
 * for lists, else null. Computed once per stage.
 */
export function vaciosDe(etapa: DefinicionEtapa): [nombre: string, vacio: unknown][] {
  const conocidos = vaciosPorEtapa.get(etapa);
  if (conocidos !== undefined) return conocidos;
  const vacios = [...etapa.campos, ...etapa.calculados].map((campo): [string, unknown] => [
    campo.name,
    campo.kind === 'multiEnum' ? [] : 'default' in campo && campo.default !== undefined ? campo.default : null,
  ]);
  vaciosPorEtapa.set(etapa, vacios);
  return vacios;
}

/**
 * The patient's history as the stage rules read it (`cargarExpediente`): every variable present, unanswered ones as
 * stored (`vaciosDe`); `ids` gives each record its id, in order per key; the diagnosis carries its FISH rows.
 */
export function expedienteDeHistoria(paciente: DatosPacienteEtapa, historia: Historia, ids: (clave: ClaveExpediente, indice: number) => number): ExpedientePaciente {
  const conId = (clave: ClaveExpediente) =>
    filasDeHistoria(historia, clave).map((fila, indice) => {
      const etapa = etapaDeFila(clave, fila);
      for (const [nombre, vacio] of vaciosDe(etapa)) if (fila[nombre] === undefined) fila[nombre] = vacio;
      return Object.assign(fila, { [claveId(etapa)]: ids(clave, indice) });
    });
  const [diagnostico] = conId('diagnostico');
  const [induccion] = conId('induccion');
  const [muerte] = conId('muerte');
  return {
    paciente,
    diagnostico: diagnostico === undefined ? null : Object.assign(diagnostico, { diagnostico_fish: historia.diagnostico_fish }),
    diagnostico_fish: historia.diagnostico_fish,
    induccion: induccion ?? null,
    consolidacion: conId('consolidacion'),
    post_consolidacion: conId('post_consolidacion'),
    trasplante: conId('trasplante'),
    seguimiento: conId('seguimiento'),
    recaida: conId('recaida'),
    rec_res: conId('rec_res'),
    muerte: muerte ?? null,
  };
}

/** Every record of the history with its stage and id. */
function registrosDe(expediente: ExpedientePaciente): { clave: ClaveExpediente; etapa: DefinicionEtapa; fila: Registro }[] {
  return CLAVES_HISTORIA.flatMap((clave) => {
    const valor = expediente[clave];
    const filas = valor === null ? [] : Array.isArray(valor) ? (valor as Registro[]) : [valor as Registro];
    return filas.map((fila) => ({ clave, etapa: etapaDeFila(clave, fila), fila }));
  });
}

/**
 * What the server stores after the last save (`recalcularDerivados`): rows numbered by date, and every record's
 * computed values against the whole history (twice, as computed values read each other's: the first line's best
 * response, the first remission…). Changes the rows in place.
 */
export function derivarExpediente(expediente: ExpedientePaciente): void {
  for (const { etapa, fila } of registrosDe(expediente)) {
    if (etapa.numeracion === undefined) continue;
    const filas = expediente[etapa.expediente] as Registro[];
    (fila as Fila)[etapa.numeracion.campo] = filas.indexOf(fila) + 1;
  }
  for (let pasada = 0; pasada < 1; pasada += 1) {
    for (const { etapa, fila } of registrosDe(expediente)) {
      Object.assign(fila, etapa.derivar(fila, { expediente, registroId: fila[claveId(etapa)] as number }));
    }
  }
}

/** A record that does not pass the validation the API applies, and why. */
export interface ErrorHistoria {
  tabla: string;
  id: unknown;
  errores: Record<string, string>;
}

/**
 * Re-validates every record of a history as the API does on an edit (`validarEtapa`, mode «completo», the rest of the
 * history as context): the fields only, computed values left out as a form sends them. Returns the records that fail
 * and the warnings (severity A) of each record, by table and id.
 */
export function validarExpediente(expediente: ExpedientePaciente): { errores: ErrorHistoria[]; avisos: Map<Registro, Record<string, string>> } {
  const errores: ErrorHistoria[] = [];
  const avisos = new Map<Registro, Record<string, string>>();
  for (const { etapa, fila } of registrosDe(expediente)) {
    const entrada = Object.fromEntries(etapa.campos.map((campo) => [campo.name, fila[campo.name] ?? null]));
    if (etapa.subtabla !== undefined) entrada[etapa.subtabla.nombre] = fila[etapa.subtabla.nombre] ?? [];
    const id = fila[claveId(etapa)];
    const resultado = validarEtapa(etapa, entrada, 'completo', { expediente, registroId: id as number });
    if (!resultado.ok) errores.push({ tabla: etapa.tabla, id, errores: resultado.errores });
    else avisos.set(fila, resultado.avisos);
  }
  return { errores, avisos };
}

const BLOQUES_EVALUACION: readonly [ClaveExpediente, string][] = [
  ['induccion', 'ind1_'],
  ['induccion', 'ind2_'],
  ['rec_res', 'rr_'],
];

/**
 * A response drawn without remission (partial, none, progression) is entered as the ELN 2022 calculation names it for
 * the values drawn, as a clinician accepts the form's pre-filled suggestion. Returns whether any changed (the computed
 * values must then be derived again).
 */
export function aceptarRespuestasCalculadas(expediente: ExpedientePaciente): boolean {
  let cambiado = false;
  for (const [clave, prefijo] of BLOQUES_EVALUACION) {
    const valor = expediente[clave];
    const filas = valor === null ? [] : Array.isArray(valor) ? (valor as Fila[]) : [valor as Fila];
    for (const fila of filas) {
      const calculada = fila[`${prefijo}eval_respuesta_calculada`];
      const entrada = fila[`${prefijo}eval_respuesta`];
      if (typeof calculada === 'string' && entrada !== calculada) {
        // A non-intensive line without remission has the first assessment as its best response.
        if (prefijo === 'ind1_' && fila.ind_mejor_respuesta === entrada && fila.intencion_tratamiento === 'NO_INTENSIVO') fila.ind_mejor_respuesta = calculada;
        fila[`${prefijo}eval_respuesta`] = calculada;
        cambiado = true;
      }
    }
  }
  return cambiado;
}

/** Risks the LMA-FLOW trial assigns (its catalogue has no NO_APLICA). */
const RIESGOS_LMA_FLOW = ['FAVORABLE', 'INTERMEDIO', 'ADVERSO'];

/**
 * The assigned ELN 2022 and molecular risks are the calculated ones (no clinician override in the demo); a patient in
 * LMA-FLOW gets the trial's risk, the ELN one when the trial can use it.
 */
export function aceptarRiesgosCalculados(expediente: ExpedientePaciente): void {
  const diagnostico = expediente.diagnostico as Fila | null;
  if (diagnostico === null) return;
  diagnostico.riesgo_global = diagnostico.riesgo_global_calculado;
  diagnostico.riesgo_molecular = diagnostico.riesgo_molecular_calculado;
  if (expediente.paciente.ensayos.some((fila) => fila.ensayo === 'LMA_FLOW')) {
    const riesgo = String(diagnostico.riesgo_global_calculado);
    diagnostico.riesgo_lma_flow = RIESGOS_LMA_FLOW.includes(riesgo) ? riesgo : 'NO_EVALUABLE';
  }
}
