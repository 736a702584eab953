import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Consulta } from '@registro-lma/shared/domain';
import { useRemoteData } from '@registro-lma/shared/ui';
import { listarConsultasPaciente } from './consultas.resource';

export interface ConsultasPaciente {
  /** The patient's queries not closed; empty while they load or when they cannot be read (the form works without). */
  readonly consultas: readonly Consulta[];
  /** A query was opened or changed: read them again. */
  recargar(): void;
}

const SIN_CONSULTAS: ConsultasPaciente = { consultas: [], recargar: () => undefined };

const ContextoConsultas = createContext<ConsultasPaciente>(SIN_CONSULTAS);

/** A patient's queries, read once for the forms of a screen (a stage's, the registration form); each field finds its own. */
export function ConsultasPacienteProvider({ pacienteId, children }: { readonly pacienteId: number | null; readonly children: ReactNode }) {
  // A patient not registered yet has no queries.
  const lectura = useRemoteData(useCallback(() => (pacienteId === null ? Promise.resolve([]) : listarConsultasPaciente(pacienteId)), [pacienteId]));
  const { data, reload } = lectura;
  const valor = useMemo(() => ({ consultas: (data ?? []).filter((consulta) => consulta.estado !== 'CERRADA'), recargar: reload }), [data, reload]);
  return <ContextoConsultas.Provider value={valor}>{children}</ContextoConsultas.Provider>;
}

export function useConsultasPaciente(): ConsultasPaciente {
  return useContext(ContextoConsultas);
}
