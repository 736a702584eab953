import type { ResumenEtapas } from '@registro-lma/shared/domain';
import { expedienteDe } from '@registro-lma/shared/fixtures/expediente';

/** The stages' summary of a patient diagnosed on 15/01/2024 with nothing else recorded unless given. */
export function resumenDe(cambios: Partial<ResumenEtapas> = {}): ResumenEtapas {
  return {
    estados: {
      diagnostico: 'SIN_INICIAR',
      induccion: 'SIN_INICIAR',
      consolidacion: 'SIN_INICIAR',
      post_consolidacion: 'SIN_INICIAR',
      trasplante: 'SIN_INICIAR',
      seguimiento: 'SIN_INICIAR',
      recaida: 'SIN_INICIAR',
      rec_res_1: 'SIN_INICIAR',
      rec_res_2: 'SIN_INICIAR',
      muerte: 'SIN_INICIAR',
    },
    no_disponibles: {},
    expediente: expedienteDe({ paciente: { paciente_id: 12 } }),
    ...cambios,
  };
}
