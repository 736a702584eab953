import type { ReglaFormulario } from '../../fields/regla-formulario';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { otrasFilas, type ContextoEtapa } from '../contexto-etapa';
import {
  MENSAJE_EMR_PRE_ANTIGUA,
  MENSAJE_EMR_PRE_POSTERIOR,
  MENSAJE_FALLO_PRIMARIO_CON_INJERTO,
  MENSAJE_INJERTO_TARDIO,
  MENSAJE_TRASPLANTE_ANTES_DE_INDUCCION,
  MENSAJE_TRASPLANTE_MISMA_FECHA,
  mensajeFechaTrasTrasplante,
} from './mensajes-trasplante';

const DIA_INJERTO_TARDIO = 42;
const DIAS_EMR_PRETRASPLANTE = 30;

/** Dates of events after day 0 (X15). */
export const FECHAS_TRAS_TRASPLANTE = [
  'tph_injerto_neutrofilos_fecha',
  'tph_injerto_plaquetas_fecha',
  'tph_eicha_fecha',
  'tph_eichc_fecha',
] as const;

function reglaTrasTrasplante(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X15_${campo}`,
    campos: [campo, 'tph_fecha'],
    severidad: 'E',
    validar: (registro) => {
      const fecha = fechaDe(registro, campo);
      const trasplante = fechaDe(registro, 'tph_fecha');
      return fecha !== null && trasplante !== null && fecha <= trasplante ? mensajeFechaTrasTrasplante(trasplante) : null;
    },
  };
}

/** data-dictionary §3.7 and §6 X13–X15: the transplant's dates against the patient's history and day 0. */
export const REGLAS_FECHAS_TRASPLANTE: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'X13',
    campos: ['tph_fecha'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, 'tph_fecha');
      const diagnostico = expediente.paciente.fecha_diagnostico;
      const induccion = expediente.induccion === null ? null : fechaDe(expediente.induccion, 'ind1_fecha_inicio');
      if (fecha === null) return null;
      const antes = (diagnostico !== null && fecha <= diagnostico) || (induccion !== null && fecha <= induccion);
      return antes ? MENSAJE_TRASPLANTE_ANTES_DE_INDUCCION : null;
    },
  },
  {
    // Rows are numbered by date, so a later transplant can only be "earlier or equal" by sharing a date.
    id: 'X14',
    campos: ['tph_fecha'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const fecha = fechaDe(registro, 'tph_fecha');
      const otras = otrasFilas(contexto.expediente.trasplante, contexto, 'trasplante_id');
      return fecha !== null && otras.some((fila) => fechaDe(fila, 'tph_fecha') === fecha) ? MENSAJE_TRASPLANTE_MISMA_FECHA : null;
    },
  },
  ...FECHAS_TRAS_TRASPLANTE.map(reglaTrasTrasplante),
  {
    id: 'injerto_tardio',
    campos: ['tph_injerto_neutrofilos_fecha', 'tph_fecha'],
    severidad: 'A',
    validar: (registro) => {
      const injerto = fechaDe(registro, 'tph_injerto_neutrofilos_fecha');
      const trasplante = fechaDe(registro, 'tph_fecha');
      return injerto !== null && trasplante !== null && diasEntre(trasplante, injerto) > DIA_INJERTO_TARDIO ? MENSAJE_INJERTO_TARDIO : null;
    },
  },
  {
    id: 'fallo_primario_con_injerto',
    campos: ['tph_fallo_injerto', 'tph_injerto_neutrofilos_fecha'],
    severidad: 'E',
    validar: (registro) =>
      registro.tph_fallo_injerto === 'PRIMARIO' && fechaDe(registro, 'tph_injerto_neutrofilos_fecha') !== null
        ? MENSAJE_FALLO_PRIMARIO_CON_INJERTO
        : null,
  },
  {
    id: 'emr_pre_anterior',
    campos: ['tph_pre_emr_fecha', 'tph_fecha'],
    severidad: 'E',
    validar: (registro) => {
      const emr = fechaDe(registro, 'tph_pre_emr_fecha');
      const trasplante = fechaDe(registro, 'tph_fecha');
      return emr !== null && trasplante !== null && emr > trasplante ? MENSAJE_EMR_PRE_POSTERIOR : null;
    },
  },
  {
    id: 'emr_pre_reciente',
    campos: ['tph_pre_emr_fecha', 'tph_fecha'],
    severidad: 'A',
    validar: (registro) => {
      const emr = fechaDe(registro, 'tph_pre_emr_fecha');
      const trasplante = fechaDe(registro, 'tph_fecha');
      return emr !== null && trasplante !== null && diasEntre(emr, trasplante) > DIAS_EMR_PRETRASPLANTE ? MENSAJE_EMR_PRE_ANTIGUA : null;
    },
  },
];
