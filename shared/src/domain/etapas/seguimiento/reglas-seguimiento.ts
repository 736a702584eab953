import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { estaVacio, fechaDe } from '../../fields/lectura-registro';
import { otrasFilas, type ContextoEtapa } from '../contexto-etapa';
import { fechasRecaida } from '../recaida/fechas-recaida';
import { fechasRemision } from '../recaida/fechas-remision';
import { seguimientoEnRemision } from './campos-seguimiento';
import { MENSAJE_EICH_SIN_ALOGENICO, MENSAJE_REGISTRE_RECAIDA, MENSAJE_SIN_REMISION_PREVIA } from './mensajes-seguimiento';

/** data-dictionary §3.8 (and X20 with the G-rules of the date): one contact against the patient's other records. */
export const REGLAS_SEGUIMIENTO: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'G13_seg_fecha',
    campos: ['seg_fecha'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const fecha = fechaDe(registro, 'seg_fecha');
      const otras = otrasFilas(contexto.expediente.seguimiento, contexto, 'seguimiento_id');
      return fecha !== null && otras.some((fila) => fechaDe(fila, 'seg_fecha') === fecha) ? formatMensaje('G13') : null;
    },
  },
  {
    id: 'recaida_sin_formulario',
    campos: ['seg_estado_enfermedad', 'seg_fecha'],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, 'seg_fecha');
      if (registro.seg_estado_enfermedad !== 'RECAIDA' || fecha === null) return null;
      return fechasRecaida(expediente.recaida).some((recaida) => recaida <= fecha) ? null : MENSAJE_REGISTRE_RECAIDA;
    },
  },
  {
    id: 'remision_sin_remision_previa',
    campos: ['seg_estado_enfermedad', 'seg_fecha'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, 'seg_fecha');
      if (!seguimientoEnRemision(registro) || fecha === null) return null;
      return fechasRemision(expediente).some((remision) => remision <= fecha) ? null : MENSAJE_SIN_REMISION_PREVIA;
    },
  },
  {
    id: 'eich_cronica_tras_alogenico',
    campos: ['seg_eichc_activa', 'seg_fecha'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      if (estaVacio(registro, 'seg_eichc_activa')) return null;
      const fecha = fechaDe(registro, 'seg_fecha');
      const alogenicoPrevio = expediente.trasplante.some((fila) => {
        const trasplante = fechaDe(fila, 'tph_fecha');
        return fila.tph_tipo === 'ALOGENICO' && trasplante !== null && (fecha === null || trasplante < fecha);
      });
      return alogenicoPrevio ? null : MENSAJE_EICH_SIN_ALOGENICO;
    },
  },
];
