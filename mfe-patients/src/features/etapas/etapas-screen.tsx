import type { ComponentType } from 'react';
import { etapasDePantalla, PANTALLAS_ETAPAS, type PantallaEtapa } from '@registro-lma/shared/domain';
import { EtapaScreen, type EtapaScreenProps } from './etapa-screen';

/** The blocks of a stage screen: its stages in order, each one after the first under its own title. */
function bloquesDe(pantalla: PantallaEtapa): EtapaScreenProps['bloques'] {
  const [primera, ...siguientes] = etapasDePantalla(pantalla);
  if (primera === undefined) throw new Error(`La pantalla ${pantalla} no edita ninguna etapa.`);
  return [{ etapa: primera }, ...siguientes.map((etapa) => ({ etapa, titulo: etapa.titulo }))];
}

function pantallaDe(pantalla: PantallaEtapa): ComponentType {
  // A module constant per screen: its list of stages keeps its identity, so its records are read once per patient.
  const bloques = bloquesDe(pantalla);
  const Pantalla = () => <EtapaScreen bloques={bloques} />;
  Pantalla.displayName = `Pantalla(${pantalla})`;
  return Pantalla;
}

/** The stage screens (`/diagnostico/{id}`…, data-dictionary §1): post-consolidation under consolidation, the rescue lines under relapse. */
export const PANTALLAS_DE_ETAPAS = Object.fromEntries(PANTALLAS_ETAPAS.map((pantalla) => [pantalla, pantallaDe(pantalla)])) as Readonly<
  Record<PantallaEtapa, ComponentType>
>;
