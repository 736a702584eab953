import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { INDUCCION_EN_REMISION } from '../recaida/recaida-valida.fixture';

type Parcial = Parameters<typeof contextoDe>[0];

/** The patient in remission since 2024-02-20 after an allogeneic transplant on 2024-06-01 (a new contact). */
export function contextoSeguimiento(parcial: Parcial = {}, registroId: number | null = null): ContextoEtapa {
  return contextoDe(
    { induccion: INDUCCION_EN_REMISION, trasplante: [{ trasplante_id: 1, tph_fecha: '2024-06-01', tph_tipo: 'ALOGENICO' }], ...parcial },
    registroId,
  );
}

/** A complete follow-up visit in remission with negative MRD. */
export function seguimientoValido(cambios: Registro = {}): Registro {
  return {
    seg_fecha: '2024-10-01',
    seg_tipo_contacto: 'CONSULTA',
    seg_estado_enfermedad: 'REMISION',
    seg_emr_fecha: '2024-09-28',
    seg_emr_cmf_resultado: 'NEGATIVA',
    seg_emr_cmf_material: 'SP',
    seg_emr_npm1_resultado: 'NO_REALIZADA',
    seg_tratamiento_actual: 'INMUNOSUPRESION',
    seg_ecog: '1',
    seg_eichc_activa: 'NO',
    seg_observaciones: 'Buen estado general.',
    ...cambios,
  };
}
