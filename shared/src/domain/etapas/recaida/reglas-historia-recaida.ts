import type { ReglaFormulario } from '../../fields/regla-formulario';
import { fechaDe } from '../../fields/lectura-registro';
import { otrasFilas, type ContextoEtapa } from '../contexto-etapa';
import { evaluacionesEmr } from './evaluaciones-emr';
import { fechasRecaida } from './fechas-recaida';
import { fechasRemision } from './fechas-remision';
import { MENSAJE_MOLECULAR_SIN_EMR_PREVIA, MENSAJE_RECAIDAS_SIN_REMISION, MENSAJE_SIN_REMISION_PREVIA_RECAIDA } from './mensajes-recaida';

const ESTADOS_EMR_DE_PARTIDA: readonly unknown[] = ['NEGATIVA', 'POSITIVA_BAJA'];

function hayRemisionEntre(remisiones: readonly string[], desde: string, hasta: string): boolean {
  return remisiones.some((remision) => remision > desde && remision < hasta);
}

/** data-dictionary §6 X16, X17 and §3.9 MOLECULAR: a relapse against the patient's remissions and other relapses. */
export const REGLAS_HISTORIA_RECAIDA: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'X16',
    campos: ['rec_fecha'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, 'rec_fecha');
      if (fecha === null) return null;
      return fechasRemision(expediente).some((remision) => remision < fecha) ? null : MENSAJE_SIN_REMISION_PREVIA_RECAIDA;
    },
  },
  {
    // Checked against both neighbours: editing a relapse's date must not break the pair it now closes or opens.
    id: 'X17',
    campos: ['rec_fecha'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const fecha = fechaDe(registro, 'rec_fecha');
      if (fecha === null) return null;
      const otras = fechasRecaida(otrasFilas(contexto.expediente.recaida, contexto, 'recaida_id'));
      const remisiones = fechasRemision(contexto.expediente);
      const anterior = otras.filter((otra) => otra <= fecha).at(-1);
      const siguiente = otras.find((otra) => otra > fecha);
      const sinRemision =
        (anterior !== undefined && !hayRemisionEntre(remisiones, anterior, fecha)) ||
        (siguiente !== undefined && !hayRemisionEntre(remisiones, fecha, siguiente));
      return sinRemision ? MENSAJE_RECAIDAS_SIN_REMISION : null;
    },
  },
  {
    id: 'molecular_desde_emr_negativa',
    campos: ['rec_tipo', 'rec_fecha'],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, 'rec_fecha');
      if (registro.rec_tipo !== 'MOLECULAR' || fecha === null) return null;
      const previa = evaluacionesEmr(expediente).some(
        (evaluacion) => evaluacion.fecha < fecha && ESTADOS_EMR_DE_PARTIDA.includes(evaluacion.estado),
      );
      return previa ? null : MENSAJE_MOLECULAR_SIN_EMR_PREVIA;
    },
  },
];
