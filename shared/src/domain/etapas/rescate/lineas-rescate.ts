import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';

/** The rescue line a form edits (`rr_linea`, fixed by the form). */
export type LineaRescate = 1 | 2;

/** The stored record of the other rescue line, or of a given one. */
export function lineaRescate(expediente: ExpedientePaciente, linea: LineaRescate): Registro | null {
  return expediente.rec_res.find((fila) => fila.rr_linea === linea) ?? null;
}

/** The patient's record without the stored version of the line being edited (what happened "before" it). */
export function sinEstaLinea(expediente: ExpedientePaciente, linea: LineaRescate): ExpedientePaciente {
  return { ...expediente, rec_res: expediente.rec_res.filter((fila) => fila.rr_linea !== linea) };
}

/** The relapse the line treats (`rr_recaida_id`), when linked and registered. */
export function recaidaTratada(registro: Registro, { expediente }: ContextoEtapa): Registro | null {
  const id = registro.rr_recaida_id;
  if (id === null || id === undefined || id === '') return null;
  return expediente.recaida.find((recaida) => String(recaida.recaida_id) === String(id)) ?? null;
}

/** The patient's relapses in date order (their `rec_num` is their position). */
export function recaidasPorFecha(expediente: ExpedientePaciente): readonly Registro[] {
  return [...expediente.recaida].sort((a, b) => (fechaDe(a, 'rec_fecha') ?? '').localeCompare(fechaDe(b, 'rec_fecha') ?? ''));
}
