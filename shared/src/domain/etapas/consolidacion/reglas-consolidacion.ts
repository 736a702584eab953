import { ESQUEMA_CONSOLIDACION } from '../../catalogues/esquema-consolidacion';
import { formatearFecha } from '../../fechas/fecha-iso';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { fechaDe } from '../../fields/lectura-registro';
import { reglaDianaEsquema } from '../bloques/regla-diana-esquema';
import { textoDe } from '../bloques/lectura-valores';
import { otrasFilas, type ContextoEtapa } from '../contexto-etapa';
import { reglaEnsayoDelPaciente, reglasFechaClinica } from '../reglas-comunes';
import { RESPUESTAS_SIN_BLASTOS } from '../induccion/condiciones-induccion';
import { inicioUltimoCicloInduccion } from '../induccion/lectura-induccion';
import {
  MENSAJE_CONSOLIDACION_ANTES_DE_INDUCCION,
  MENSAJE_REGISTRE_RECAIDA,
  MENSAJE_SIN_REMISION_PREVIA,
  mensajeCicloAnterior,
} from './mensajes-consolidacion';

const inicioDe = (fila: Registro): string | null => fechaDe(fila, 'cons_fecha_inicio');

/** Starts of the patient's other cycles. */
function iniciosOtrosCiclos(contexto: ContextoEtapa): string[] {
  return otrasFilas(contexto.expediente.consolidacion, contexto, 'consolidacion_id')
    .map(inicioDe)
    .filter((fecha): fecha is string => fecha !== null);
}

/** Whether an induction assessment without blasts (composite remission or MLFS) is dated on or before `fecha`. */
function remisionAntesDe(induccion: Registro | null, fecha: string): boolean {
  return ['ind1_', 'ind2_'].some((prefijo) => {
    const respuesta = textoDe(induccion, `${prefijo}eval_respuesta`);
    const evaluacion = induccion === null ? null : fechaDe(induccion, `${prefijo}eval_fecha`);
    return respuesta !== null && RESPUESTAS_SIN_BLASTOS.includes(respuesta) && evaluacion !== null && evaluacion <= fecha;
  });
}

/** data-dictionary §3.5 and §6 (X09, X10, X12, X33, X35, G11). */
export const REGLAS_CONSOLIDACION: readonly ReglaFormulario<ContextoEtapa>[] = [
  ...reglasFechaClinica('cons_fecha_inicio', 'cons_fecha_fin'),
  reglaDianaEsquema('cons_esquema', ESQUEMA_CONSOLIDACION),
  reglaEnsayoDelPaciente('cons_ensayo', 'cons_fecha_inicio'),
  {
    id: 'G11_cons_fecha_fin',
    campos: ['cons_fecha_fin', 'cons_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => {
      const inicio = inicioDe(registro);
      const fin = fechaDe(registro, 'cons_fecha_fin');
      return inicio !== null && fin !== null && fin < inicio ? formatMensaje('G11') : null;
    },
  },
  {
    // Every cycle follows cycle 1, so checking each one against induction is X09 for cycle 1.
    id: 'X09_induccion',
    campos: ['cons_fecha_inicio'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const inicio = inicioDe(registro);
      const induccion = inicioUltimoCicloInduccion(expediente.induccion);
      return inicio !== null && induccion !== null && inicio <= induccion ? MENSAJE_CONSOLIDACION_ANTES_DE_INDUCCION : null;
    },
  },
  {
    // Rows are numbered by date, so the previous cycle is the latest other start not after this one.
    id: 'X09_ciclo_anterior',
    campos: ['cons_fecha_inicio'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const inicio = inicioDe(registro);
      return inicio !== null && iniciosOtrosCiclos(contexto).includes(inicio) ? mensajeCicloAnterior(formatearFecha(inicio)) : null;
    },
  },
  {
    id: 'X10',
    campos: ['cons_fecha_inicio'],
    severidad: 'A',
    validar: (registro, contexto) => {
      const inicio = inicioDe(registro);
      if (inicio === null || iniciosOtrosCiclos(contexto).some((otro) => otro < inicio)) return null;
      return remisionAntesDe(contexto.expediente.induccion, inicio) ? null : MENSAJE_SIN_REMISION_PREVIA;
    },
  },
  {
    id: 'cons_recaida_registrada',
    campos: ['cons_estado_tras_ciclo'],
    severidad: 'A',
    validar: (registro, contexto) => {
      const inicio = inicioDe(registro);
      if (registro.cons_estado_tras_ciclo !== 'RECAIDA' || inicio === null) return null;
      const siguiente = iniciosOtrosCiclos(contexto)
        .filter((otro) => otro > inicio)
        .sort()[0];
      const registrada = contexto.expediente.recaida.some((recaida) => {
        const fecha = fechaDe(recaida, 'rec_fecha');
        return fecha !== null && fecha >= inicio && (siguiente === undefined || fecha <= siguiente);
      });
      return registrada ? null : MENSAJE_REGISTRE_RECAIDA;
    },
  },
];
