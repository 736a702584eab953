import { RIESGO_GLOBAL } from '../../catalogues/riesgo';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { estaVacio } from '../../fields/lectura-registro';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';
import { MENSAJE_ENSAYO_NO_INCLUIDO } from '../reglas-comunes';
import { mensajeRiesgoCalculadoCambiado } from './mensajes-diagnostico';
import { esModificacion, riesgoGlobalDe, riesgoMolecularDe } from './riesgo-diagnostico';

const ENSAYO_LMA_FLOW = 'LMA_FLOW';

const enLmaFlow = (expediente: ExpedientePaciente): boolean => expediente.paciente.ensayos.some((fila) => fila.ensayo === ENSAYO_LMA_FLOW);

/**
 * eln2022-risk.md §1: an override is kept when the genetic data change, but the form warns that the calculated risk
 * is no longer the one stored with the record.
 */
function reglaCalculadoCambiado(
  campo: 'riesgo_global' | 'riesgo_molecular',
  calcular: (registro: Registro, entidad: string | null) => string,
): ReglaFormulario<ContextoEtapa> {
  return {
    id: `${campo}_calculado_cambiado`,
    campos: [campo],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const anterior = expediente.diagnostico?.[`${campo}_calculado`];
      if (typeof anterior !== 'string') return null;
      const nuevo = calcular(registro, expediente.paciente.entidad);
      if (nuevo === anterior || !esModificacion(registro[campo], nuevo)) return null;
      return mensajeRiesgoCalculadoCambiado(RIESGO_GLOBAL.find((fila) => fila.codigo === nuevo)?.etiqueta ?? nuevo);
    },
  };
}

/** data-dictionary §3.3 K: overrides of the calculated risks and the LMA-FLOW risk of patients in that trial. */
export const REGLAS_RIESGO: readonly ReglaFormulario<ContextoEtapa>[] = [
  reglaCalculadoCambiado('riesgo_molecular', riesgoMolecularDe),
  reglaCalculadoCambiado('riesgo_global', (registro, entidad) => riesgoGlobalDe(registro, entidad).riesgo),
  {
    id: 'riesgo_lma_flow_obligatorio',
    campos: ['riesgo_lma_flow'],
    severidad: 'E',
    soloCompleto: true,
    validar: (registro, { expediente }) => (enLmaFlow(expediente) && estaVacio(registro, 'riesgo_lma_flow') ? formatMensaje('G01') : null),
  },
  {
    id: 'riesgo_lma_flow_sin_ensayo',
    campos: ['riesgo_lma_flow'],
    severidad: 'E',
    validar: (registro, { expediente }) =>
      !enLmaFlow(expediente) && !estaVacio(registro, 'riesgo_lma_flow') ? MENSAJE_ENSAYO_NO_INCLUIDO : null,
  },
];
