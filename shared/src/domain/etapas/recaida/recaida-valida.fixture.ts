import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';

/** Intensive first line with a complete remission on 2024-02-20. */
export const INDUCCION_EN_REMISION: Registro = {
  intencion_tratamiento: 'INTENSIVO',
  ind1_fecha_inicio: '2024-01-20',
  ind1_eval_fecha: '2024-02-20',
  ind1_eval_respuesta: 'RC',
};

type Parcial = Parameters<typeof contextoDe>[0];

/** The patient of `expedienteDe` after that remission (a new relapse row unless `registroId` is given). */
export function contextoRecaida(parcial: Parcial = {}, registroId: number | null = null): ContextoEtapa {
  return contextoDe({ induccion: INDUCCION_EN_REMISION, ...parcial }, registroId);
}

/** A complete haematological relapse on 2024-09-01. */
export function recaidaValida(cambios: Registro = {}): Registro {
  return {
    rec_fecha: '2024-09-01',
    rec_tipo: 'HEMATOLOGICA',
    rec_mo_realizada: 'SI',
    rec_mo_blastos_pct: 40,
    rec_sp_blastos_pct: 12.5,
    rec_flt3_itd: 'POSITIVO',
    rec_flt3_tkd: 'NEGATIVO',
    rec_idh1: 'NO_MUTADO',
    rec_idh2: 'NO_MUTADO',
    rec_cariotipo: 'NORMAL',
    rec_observaciones: 'Recaída tras mantenimiento.',
    ...cambios,
  };
}
