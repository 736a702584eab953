import type { ReglaFormulario } from '../../fields/regla-formulario';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { UMBRAL_BLASTOS_RECAIDA } from './campos-recaida';
import {
  MENSAJE_CONFIRMACION_FUERA_DE_PLAZO,
  MENSAJE_EMR_SIN_CONFIRMAR,
  MENSAJE_HEMATOLOGICA_NO_POSTERIOR,
  MENSAJE_HEMATOLOGICA_SIN_BLASTOS,
  MENSAJE_SP_SIN_CONFIRMAR,
} from './mensajes-recaida';

const DIAS_CONFIRMACION_EMR = 28;

/** data-dictionary §3.9: the ELN 2022 relapse criteria over the form's own fields. */
export const REGLAS_RECAIDA: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'hematologica_con_blastos',
    campos: ['rec_mo_blastos_pct', 'rec_sp_blastos_pct'],
    severidad: 'E',
    validar: (registro) => {
      const medula = registro.rec_mo_blastos_pct;
      return registro.rec_tipo === 'HEMATOLOGICA' &&
        typeof medula === 'number' &&
        medula < UMBRAL_BLASTOS_RECAIDA &&
        registro.rec_sp_blastos_pct === 0
        ? MENSAJE_HEMATOLOGICA_SIN_BLASTOS
        : null;
    },
  },
  {
    id: 'sp_confirmada',
    campos: ['rec_sp_confirmada'],
    severidad: 'E',
    validar: (registro) => (registro.rec_sp_confirmada === 'NO' ? MENSAJE_SP_SIN_CONFIRMAR : null),
  },
  {
    id: 'emr_confirmada',
    campos: ['rec_emr_confirmada'],
    severidad: 'A',
    validar: (registro) => (registro.rec_emr_confirmada === 'NO' ? MENSAJE_EMR_SIN_CONFIRMAR : null),
  },
  {
    id: 'emr_confirmacion_en_4_semanas',
    campos: ['rec_emr_fecha_confirmacion', 'rec_fecha'],
    severidad: 'E',
    validar: (registro) => {
      const confirmacion = fechaDe(registro, 'rec_emr_fecha_confirmacion');
      const recaida = fechaDe(registro, 'rec_fecha');
      if (confirmacion === null || recaida === null) return null;
      const dias = diasEntre(recaida, confirmacion);
      return dias > 0 && dias <= DIAS_CONFIRMACION_EMR ? null : MENSAJE_CONFIRMACION_FUERA_DE_PLAZO;
    },
  },
  {
    id: 'hematologica_tras_molecular',
    campos: ['rec_fecha_hematologica', 'rec_fecha'],
    severidad: 'E',
    validar: (registro) => {
      const hematologica = fechaDe(registro, 'rec_fecha_hematologica');
      const recaida = fechaDe(registro, 'rec_fecha');
      return hematologica !== null && recaida !== null && hematologica <= recaida ? MENSAJE_HEMATOLOGICA_NO_POSTERIOR : null;
    },
  },
];
