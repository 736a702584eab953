import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { INDUCCION_EN_REMISION } from '../recaida/recaida-valida.fixture';

type Parcial = Parameters<typeof contextoDe>[0];

/** The patient in remission since 2024-02-20 (induction started 2024-01-20), with nothing else recorded. */
export function contextoMuerte(parcial: Parcial = {}): ContextoEtapa {
  return contextoDe({ induccion: INDUCCION_EN_REMISION, ...parcial });
}

/** A complete death record in remission from an infection on 2024-05-01. */
export function muerteValida(cambios: Registro = {}): Registro {
  return {
    muerte_fecha: '2024-05-01',
    muerte_causa_principal: 'INFECCION_FUNGICA',
    muerte_causas_contribuyentes: ['HEMORRAGIA'],
    muerte_fase: 'EN_REMISION',
    muerte_relacionada_tratamiento: 'SI',
    muerte_autopsia: 'NO',
    muerte_observaciones: 'Aspergilosis invasiva.',
    ...cambios,
  };
}
