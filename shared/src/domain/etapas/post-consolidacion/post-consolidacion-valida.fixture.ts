import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { DIAGNOSTICO_INDUCCION } from '../induccion/induccion-valida.fixture';

/** Induction from 2024-01-20, two consolidation cycles (the last from 2024-04-10) and an allogeneic HCT on 2024-06-01. */
export function contextoPostConsolidacion(parcial: Parameters<typeof contextoDe>[0] = {}): ContextoEtapa {
  return contextoDe({
    diagnostico: { ...DIAGNOSTICO_INDUCCION, flt3_itd: 'POSITIVO' },
    induccion: { intencion_tratamiento: 'INTENSIVO', ind1_fecha_inicio: '2024-01-20', ind2_realizada: 'NO' },
    consolidacion: [
      { consolidacion_id: 1, cons_fecha_inicio: '2024-03-01' },
      { consolidacion_id: 2, cons_fecha_inicio: '2024-04-10' },
    ],
    trasplante: [{ trasplante_id: 5, tph_fecha: '2024-06-01' }],
    ...parcial,
  });
}

/** Sorafenib after the transplant, from 2024-07-15, stopped for toxicity. */
export function postConsolidacionValida(cambios: Registro = {}): Registro {
  return {
    pc_contexto: 'POST_TRASPLANTE',
    pc_trasplante_id: 5,
    pc_esquema: 'SORAFENIB',
    pc_ensayo: 'NINGUNO',
    pc_fecha_inicio: '2024-07-15',
    pc_en_curso: 'NO',
    pc_fecha_fin: '2024-10-01',
    pc_motivo_fin: 'TOXICIDAD',
    pc_n_ciclos: 3,
    ...cambios,
  };
}
