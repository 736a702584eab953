import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { MENSAJE_REGISTRE_RESCATE_1 } from '../mensajes-etapa';
import { fechasRemision } from '../recaida/fechas-remision';
import { lineaRescate, recaidasPorFecha, recaidaTratada, sinEstaLinea, type LineaRescate } from './lineas-rescate';
import {
  MENSAJE_REFRACTARIEDAD_PRIMARIA,
  MENSAJE_SIN_RECAIDA_CORRESPONDIENTE,
  MENSAJE_SOLO_SEGUNDA_LINEA,
} from './mensajes-rescate';

/** Minimum relapse number (`rec_num`) each relapse indication treats. */
const NUMERO_RECAIDA: Readonly<Record<string, number>> = { PRIMERA_RECAIDA: 1, SEGUNDA_RECAIDA_O_POSTERIOR: 2 };

function remisionAntesDeLaLinea(registro: Registro, contexto: ContextoEtapa, linea: LineaRescate): boolean {
  const inicio = fechaDe(registro, 'rr_fecha_inicio');
  return fechasRemision(sinEstaLinea(contexto.expediente, linea)).some((remision) => inicio === null || remision < inicio);
}

/** The linked relapse has the indicated number (1, or ≥ 2); unlinked, the patient has that many relapses. */
function existeRecaidaIndicada(registro: Registro, contexto: ContextoEtapa, minimo: number): boolean {
  const recaidas = recaidasPorFecha(contexto.expediente);
  const vinculada = recaidaTratada(registro, contexto);
  if (vinculada === null) return recaidas.length >= minimo;
  const numero = recaidas.indexOf(vinculada) + 1;
  return minimo === 1 ? numero === 1 : numero >= minimo;
}

/** data-dictionary §3.10 `rr_linea` and `rr_indicacion`. */
export function reglasIndicacionRescate(linea: LineaRescate): ReglaFormulario<ContextoEtapa>[] {
  const primeraLineaRegistrada: ReglaFormulario<ContextoEtapa> = {
    id: 'linea_1_registrada',
    campos: ['rr_indicacion'],
    severidad: 'E',
    validar: (_registro, { expediente }) => (lineaRescate(expediente, 1) === null ? MENSAJE_REGISTRE_RESCATE_1 : null),
  };
  return [
    ...(linea === 2 ? [primeraLineaRegistrada] : []),
    {
      id: 'refractariedad_primaria',
      campos: ['rr_indicacion'],
      severidad: 'E',
      validar: (registro, contexto) =>
        registro.rr_indicacion === 'REFRACTARIEDAD_PRIMARIA' && (linea !== 1 || remisionAntesDeLaLinea(registro, contexto, linea))
          ? MENSAJE_REFRACTARIEDAD_PRIMARIA
          : null,
    },
    {
      id: 'refractariedad_rescate',
      campos: ['rr_indicacion'],
      severidad: 'E',
      validar: (registro) => (registro.rr_indicacion === 'REFRACTARIEDAD_RESCATE' && linea !== 2 ? MENSAJE_SOLO_SEGUNDA_LINEA : null),
    },
    {
      id: 'recaida_correspondiente',
      campos: ['rr_indicacion', 'rr_recaida_id'],
      severidad: 'E',
      validar: (registro, contexto) => {
        const minimo = typeof registro.rr_indicacion === 'string' ? NUMERO_RECAIDA[registro.rr_indicacion] : undefined;
        return minimo !== undefined && !existeRecaidaIndicada(registro, contexto, minimo) ? MENSAJE_SIN_RECAIDA_CORRESPONDIENTE : null;
      },
    },
  ];
}
