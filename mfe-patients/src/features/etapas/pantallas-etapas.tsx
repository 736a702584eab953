import {
  ETAPA_CONSOLIDACION,
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_MUERTE,
  ETAPA_POST_CONSOLIDACION,
  ETAPA_REC_RES_1,
  ETAPA_REC_RES_2,
  ETAPA_RECAIDA,
  ETAPA_SEGUIMIENTO,
  ETAPA_TRASPLANTE,
} from '@registro-lma/shared/domain';
import { PantallaEtapa, type PantallaEtapaProps } from './pantalla-etapa';

type Bloques = PantallaEtapaProps['bloques'];

// Module constants: a screen's list of stages keeps its identity, so its records are read once per patient.
const DIAGNOSTICO: Bloques = [{ etapa: ETAPA_DIAGNOSTICO }];
const INDUCCION: Bloques = [{ etapa: ETAPA_INDUCCION }];
const CONSOLIDACION: Bloques = [{ etapa: ETAPA_CONSOLIDACION }, { etapa: ETAPA_POST_CONSOLIDACION, titulo: 'Mantenimiento (post-consolidación)' }];
const TRASPLANTE: Bloques = [{ etapa: ETAPA_TRASPLANTE }];
const SEGUIMIENTO: Bloques = [{ etapa: ETAPA_SEGUIMIENTO }];
const RECAIDA: Bloques = [
  { etapa: ETAPA_RECAIDA },
  { etapa: ETAPA_REC_RES_1, titulo: 'Rescate (primera línea)' },
  { etapa: ETAPA_REC_RES_2, titulo: 'Rescate (segunda línea)' },
];
const MUERTE: Bloques = [{ etapa: ETAPA_MUERTE }];

/** `/diagnostico/{id}`. */
export function DiagnosticoScreen() {
  return <PantallaEtapa bloques={DIAGNOSTICO} />;
}

/** `/induccion/{id}`. */
export function InduccionScreen() {
  return <PantallaEtapa bloques={INDUCCION} />;
}

/** `/consolidacion/{id}`: the consolidation cycles, then the maintenance lines. */
export function ConsolidacionScreen() {
  return <PantallaEtapa bloques={CONSOLIDACION} />;
}

/** `/trasplante/{id}`. */
export function TrasplanteScreen() {
  return <PantallaEtapa bloques={TRASPLANTE} />;
}

/** `/seguimiento/{id}`. */
export function SeguimientoScreen() {
  return <PantallaEtapa bloques={SEGUIMIENTO} />;
}

/** `/recaida/{id}`: the relapses, then the first and second rescue lines. */
export function RecaidaScreen() {
  return <PantallaEtapa bloques={RECAIDA} />;
}

/** `/muerte/{id}`. */
export function MuerteScreen() {
  return <PantallaEtapa bloques={MUERTE} />;
}
