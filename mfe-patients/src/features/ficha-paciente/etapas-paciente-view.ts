import { ETAPAS, estadoDeEtapa, type EstadoEtapa, type EstadoFormulario, type EtapaId, type ResumenEtapas } from '@registro-lma/shared/domain';
import { RUTAS_ETAPAS } from '@registro-lma/shared/routes';

export interface EtapaPaciente {
  /** The stage's id, or its group's key for stages that share one entry (both rescue lines: `rescates`). */
  readonly clave: string;
  readonly etiqueta: string;
  /** The screen that edits it: post-consolidation is a section of consolidation, salvage lines of relapse. */
  readonly ruta: string;
  /** null until the stages' summary has arrived. */
  readonly estado: EstadoEtapa | null;
  /** Why the stage cannot get its first record yet, when it cannot. */
  readonly motivo: string | null;
}

type EstadosEtapas = Pick<ResumenEtapas, 'estados' | 'no_disponibles'>;

interface EntradaLinea {
  readonly clave: string;
  readonly etiqueta: string;
  readonly pantalla: keyof typeof RUTAS_ETAPAS;
  /** Its stages; the first one decides whether the entry is available (the second rescue line builds on the first). */
  readonly etapas: readonly [EtapaId, ...EtapaId[]];
}

/** The entries of a patient's timeline, in the order of the record (spec §4; data-dictionary §1): both rescue lines are one. */
const ENTRADAS: readonly EntradaLinea[] = ETAPAS.reduce<EntradaLinea[]>((entradas, etapa) => {
  const clave = etapa.grupoLinea?.clave ?? etapa.id;
  const grupo = entradas.find((entrada) => entrada.clave === clave);
  if (grupo === undefined) return [...entradas, { clave, etiqueta: etapa.grupoLinea?.titulo ?? etapa.titulo, pantalla: etapa.pantalla, etapas: [etapa.id] }];
  return entradas.map((entrada) => (entrada === grupo ? { ...entrada, etapas: [...entrada.etapas, etapa.id] } : entrada));
}, []);

const iniciada = (estado: EstadoEtapa): estado is EstadoFormulario => estado !== 'SIN_INICIAR';

/** One stage: its own status; several: a draft in any wins, validated only when all are (`estadoDeEtapa`). */
function estadoDe({ etapas }: EntradaLinea, { estados }: EstadosEtapas): EstadoEtapa {
  return etapas.length === 1 ? estados[etapas[0]] : estadoDeEtapa(etapas.map((id) => estados[id]).filter(iniciada));
}

/** The timeline of one patient, with each stage's status from `GET /pacientes/{id}/etapas` once it has arrived. */
export function etapasDePaciente(pacienteId: number, resumen: EstadosEtapas | null): EtapaPaciente[] {
  return ENTRADAS.map((entrada) => ({
    clave: entrada.clave,
    etiqueta: entrada.etiqueta,
    ruta: RUTAS_ETAPAS[entrada.pantalla].href({ id: pacienteId }),
    estado: resumen === null ? null : estadoDe(entrada, resumen),
    motivo: resumen === null ? null : (resumen.no_disponibles[entrada.etapas[0]] ?? null),
  }));
}
