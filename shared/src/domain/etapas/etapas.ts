import { ETAPA_CONSOLIDACION } from './consolidacion/etapa-consolidacion';
import type { DefinicionEtapa, EtapaId, PantallaEtapa } from './definicion-etapa';
import { ETAPA_DIAGNOSTICO } from './diagnostico/etapa-diagnostico';
import { ETAPA_INDUCCION } from './induccion/etapa-induccion';
import { ETAPA_MUERTE } from './muerte/etapa-muerte';
import { ETAPA_POST_CONSOLIDACION } from './post-consolidacion/etapa-post-consolidacion';
import { ETAPA_RECAIDA } from './recaida/etapa-recaida';
import { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './rescate/etapa-rescate';
import { ETAPA_SEGUIMIENTO } from './seguimiento/etapa-seguimiento';
import { ETAPA_TRASPLANTE } from './trasplante/etapa-trasplante';

/** Every stage form in the order of the patient's record (data-dictionary §1). */
export const ETAPAS = [
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_CONSOLIDACION,
  ETAPA_POST_CONSOLIDACION,
  ETAPA_TRASPLANTE,
  ETAPA_SEGUIMIENTO,
  ETAPA_RECAIDA,
  ETAPA_REC_RES_1,
  ETAPA_REC_RES_2,
  ETAPA_MUERTE,
] as const satisfies readonly DefinicionEtapa[];

/** The stages a screen edits, in order: the first one names it. */
export function etapasDePantalla(pantalla: PantallaEtapa): readonly DefinicionEtapa[] {
  return ETAPAS.filter((etapa) => etapa.pantalla === pantalla);
}

export function etapaPorId(id: EtapaId): DefinicionEtapa {
  const etapa = ETAPAS.find((definicion) => definicion.id === id);
  if (etapa === undefined) throw new Error(`Etapa desconocida: ${id}`);
  return etapa;
}
