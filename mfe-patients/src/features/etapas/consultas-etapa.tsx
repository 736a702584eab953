import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Consulta } from '@registro-lma/shared/domain';
import { useRemoteData } from '@registro-lma/shared/ui';
import { listarConsultasPaciente } from '../../comun/consultas/consultas.resource';

export interface ConsultasEtapa {
  /** The patient's queries not closed; empty while they load or when they cannot be read (the form works without). */
  readonly consultas: readonly Consulta[];
  /** A query was opened or changed: read them again. */
  recargar(): void;
}

const SIN_CONSULTAS: ConsultasEtapa = { consultas: [], recargar: () => undefined };

const ContextoConsultas = createContext<ConsultasEtapa>(SIN_CONSULTAS);

/** The stage screen's queries, read once for all its forms; each field finds its own. */
export function ConsultasEtapaProvider({ pacienteId, children }: { readonly pacienteId: number; readonly children: ReactNode }) {
  const lectura = useRemoteData(useCallback(() => listarConsultasPaciente(pacienteId), [pacienteId]));
  const { data, reload } = lectura;
  const valor = useMemo(() => ({ consultas: (data ?? []).filter((consulta) => consulta.estado !== 'CERRADA'), recargar: reload }), [data, reload]);
  return <ContextoConsultas.Provider value={valor}>{children}</ContextoConsultas.Provider>;
}

export function useConsultasEtapa(): ConsultasEtapa {
  return useContext(ContextoConsultas);
}
