import { mejorRespuesta } from '../../eln2022/resultados-paciente';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { MENSAJE_EVALUACION_ANTES_DEL_INICIO } from '../bloques/mensajes-bloques';
import { numeroDe, textoDe } from '../bloques/lectura-valores';
import type { ContextoEtapa } from '../contexto-etapa';
import { reglasFechaClinica } from '../reglas-comunes';
import { noIntensivo } from './condiciones-induccion';
import {
  MENSAJE_CICLO_SUPERA_TOTAL,
  MENSAJE_CICLOS_INCOHERENTES,
  MENSAJE_MEJOR_RESPUESTA_INFERIOR,
  MENSAJE_REMISION_TRAS_MEJOR,
  MENSAJE_ULTIMO_CICLO_ANTES,
} from './mensajes-induccion';

/** Non-intensive cycles are at least three weeks apart. */
const DIAS_POR_CICLO_NO_INTENSIVO = 21;

function dias(registro: Registro, desde: string, hasta: string): number | null {
  const inicio = fechaDe(registro, desde);
  const fin = fechaDe(registro, hasta);
  return inicio === null || fin === null ? null : diasEntre(inicio, fin);
}

/** X05 for a date of the first line's response: never before the line started. */
function reglaDesdeInicio(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X05_${campo}`,
    campos: [campo, 'ind1_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => ((dias(registro, 'ind1_fecha_inicio', campo) ?? 0) < 0 ? MENSAJE_EVALUACION_ANTES_DEL_INICIO : null),
  };
}

/** data-dictionary §3.4: the non-intensive summary and the best response of the first line. */
export const REGLAS_RESPUESTA_INDUCCION: readonly ReglaFormulario<ContextoEtapa>[] = [
  ...reglasFechaClinica('ind_fecha_ultimo_ciclo', 'ind_fecha_mejor_respuesta', 'ind_fecha_remision_ni'),
  {
    id: 'ind_fecha_ultimo_ciclo_tras_primero',
    campos: ['ind_fecha_ultimo_ciclo', 'ind1_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => ((dias(registro, 'ind1_fecha_inicio', 'ind_fecha_ultimo_ciclo') ?? 0) < 0 ? MENSAJE_ULTIMO_CICLO_ANTES : null),
  },
  {
    id: 'ind_fecha_ultimo_ciclo_coherente',
    campos: ['ind_fecha_ultimo_ciclo', 'ind1_fecha_inicio', 'ind_n_ciclos'],
    severidad: 'A',
    validar: (registro) => {
      const transcurridos = dias(registro, 'ind1_fecha_inicio', 'ind_fecha_ultimo_ciclo');
      const ciclos = numeroDe(registro, 'ind_n_ciclos');
      return transcurridos !== null && transcurridos >= 0 && ciclos !== null && transcurridos < DIAS_POR_CICLO_NO_INTENSIVO * (ciclos - 1)
        ? MENSAJE_CICLOS_INCOHERENTES
        : null;
    },
  },
  {
    id: 'ind_mejor_respuesta_no_inferior',
    campos: ['ind_mejor_respuesta'],
    severidad: 'E',
    validar: (registro) => {
      const mejor = textoDe(registro, 'ind_mejor_respuesta');
      const ciclo1 = textoDe(registro, 'ind1_eval_respuesta');
      return noIntensivo(registro) && mejor !== null && ciclo1 !== null && mejorRespuesta([mejor, ciclo1]) !== mejor
        ? MENSAJE_MEJOR_RESPUESTA_INFERIOR
        : null;
    },
  },
  reglaDesdeInicio('ind_fecha_mejor_respuesta'),
  reglaDesdeInicio('ind_fecha_remision_ni'),
  {
    id: 'ind_fecha_remision_ni_hasta_mejor',
    campos: ['ind_fecha_remision_ni', 'ind_fecha_mejor_respuesta'],
    severidad: 'E',
    validar: (registro) => ((dias(registro, 'ind_fecha_mejor_respuesta', 'ind_fecha_remision_ni') ?? 0) > 0 ? MENSAJE_REMISION_TRAS_MEJOR : null),
  },
  {
    id: 'ind_ciclo_mejor_respuesta_maximo',
    campos: ['ind_ciclo_mejor_respuesta', 'ind_n_ciclos'],
    severidad: 'E',
    validar: (registro) => {
      const ciclo = numeroDe(registro, 'ind_ciclo_mejor_respuesta');
      const total = numeroDe(registro, 'ind_n_ciclos');
      return ciclo !== null && total !== null && ciclo > total ? MENSAJE_CICLO_SUPERA_TOTAL : null;
    },
  },
];
