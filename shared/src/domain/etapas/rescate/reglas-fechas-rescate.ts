import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { lineaRescate, recaidaTratada, type LineaRescate } from './lineas-rescate';
import { MENSAJE_REGISTRE_TRASPLANTE, mensajeRescateAntesDeRecaida, mensajeSegundaLineaAntes } from './mensajes-rescate';

/** X18: what the line treats — the linked relapse, or for primary refractoriness the last first-line assessment. */
function fechaDeLoTratado(registro: Registro, contexto: ContextoEtapa): string | null {
  if (registro.rr_indicacion === 'REFRACTARIEDAD_PRIMARIA') {
    const { induccion } = contexto.expediente;
    if (induccion === null) return null;
    const evaluaciones = [fechaDe(induccion, 'ind1_eval_fecha'), fechaDe(induccion, 'ind2_eval_fecha')].filter((fecha) => fecha !== null);
    return evaluaciones.sort().at(-1) ?? null;
  }
  const recaida = recaidaTratada(registro, contexto);
  return recaida === null ? null : fechaDe(recaida, 'rec_fecha');
}

/** data-dictionary §3.10 and §6 X18, X19: the line's dates against what it treats, the other line and transplants. */
export function reglasFechasRescate(linea: LineaRescate): ReglaFormulario<ContextoEtapa>[] {
  const despuesDeLaPrimera: ReglaFormulario<ContextoEtapa> = {
    id: 'X19',
    campos: ['rr_fecha_inicio'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const inicio = fechaDe(registro, 'rr_fecha_inicio');
      const primera = lineaRescate(expediente, 1);
      const inicioPrimera = primera === null ? null : fechaDe(primera, 'rr_fecha_inicio');
      return inicio !== null && inicioPrimera !== null && inicio <= inicioPrimera ? mensajeSegundaLineaAntes(inicioPrimera) : null;
    },
  };
  return [
    {
      id: 'X18',
      campos: ['rr_fecha_inicio'],
      severidad: 'E',
      validar: (registro, contexto) => {
        const inicio = fechaDe(registro, 'rr_fecha_inicio');
        const tratado = fechaDeLoTratado(registro, contexto);
        return inicio !== null && tratado !== null && inicio < tratado ? mensajeRescateAntesDeRecaida(tratado) : null;
      },
    },
    ...(linea === 2 ? [despuesDeLaPrimera] : []),
    {
      id: 'G11_rr_fecha_fin',
      campos: ['rr_fecha_fin', 'rr_fecha_inicio'],
      severidad: 'E',
      validar: (registro) => {
        const inicio = fechaDe(registro, 'rr_fecha_inicio');
        const fin = fechaDe(registro, 'rr_fecha_fin');
        return inicio !== null && fin !== null && fin < inicio ? formatMensaje('G11') : null;
      },
    },
    {
      id: 'tph_posterior_registrado',
      campos: ['rr_tph_posterior', 'rr_fecha_inicio'],
      severidad: 'A',
      validar: (registro, { expediente }) => {
        const inicio = fechaDe(registro, 'rr_fecha_inicio');
        if (registro.rr_tph_posterior !== 'SI' || inicio === null) return null;
        const registrado = expediente.trasplante.some((trasplante) => (fechaDe(trasplante, 'tph_fecha') ?? '') > inicio);
        return registrado ? null : MENSAJE_REGISTRE_TRASPLANTE;
      },
    },
  ];
}
