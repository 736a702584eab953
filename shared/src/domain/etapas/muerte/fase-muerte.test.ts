import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { expedienteDe } from '../expediente.fixture';
import { INDUCCION_EN_REMISION } from '../recaida/recaida-valida.fixture';
import { sugerirFaseMuerte } from './fase-muerte';

type Parcial = Parameters<typeof expedienteDe>[0];

const sugerir = (parcial: Parcial, muerte: string | null = '2025-06-01') =>
  sugerirFaseMuerte(expedienteDe({ induccion: INDUCCION_EN_REMISION, ...parcial }), muerte);

const REFRACTARIA: Registro = { intencion_tratamiento: 'INTENSIVO', ind1_fecha_inicio: '2024-01-20', ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'SIN_RESPUESTA' };
const RECAIDA: Registro = { rec_fecha: '2024-09-01' };
const RESCATE_EN_CURSO: Registro = { rr_linea: 1, rr_fecha_inicio: '2025-05-01', rr_fecha_fin: null };

describe('sugerirFaseMuerte', () => {
  it('sin fecha de fallecimiento no sugiere nada', () => {
    expect(sugerir({}, null)).toBeNull();
  });

  it('solo soporte sin ninguna línea posterior → SIN_TRATAMIENTO_ACTIVO', () => {
    expect(sugerir({ induccion: { intencion_tratamiento: 'SOLO_SOPORTE' } })).toBe('SIN_TRATAMIENTO_ACTIVO');
    expect(sugerir({ induccion: { intencion_tratamiento: 'SOLO_SOPORTE' }, rec_res: [RESCATE_EN_CURSO] })).not.toBe('SIN_TRATAMIENTO_ACTIVO');
  });

  it('antes de cualquier evaluación de la primera línea → INDUCCION', () => {
    expect(sugerir({}, '2024-02-19')).toBe('INDUCCION');
    expect(sugerir({ induccion: null })).toBe('INDUCCION');
    const noIntensiva = { intencion_tratamiento: 'NO_INTENSIVO', ind1_fecha_inicio: '2024-01-20', ind_fecha_mejor_respuesta: '2024-04-01', ind_mejor_respuesta: 'RP' };
    expect(sugerir({ induccion: noIntensiva })).toBe('TRAS_FALLO_INDUCCION');
  });

  it('sin remisión nunca → TRAS_FALLO_INDUCCION, o RESCATE con una línea en curso', () => {
    expect(sugerir({ induccion: REFRACTARIA })).toBe('TRAS_FALLO_INDUCCION');
    expect(sugerir({ induccion: REFRACTARIA, rec_res: [RESCATE_EN_CURSO] })).toBe('RESCATE');
    expect(sugerir({ induccion: REFRACTARIA, rec_res: [{ ...RESCATE_EN_CURSO, rr_fecha_fin: '2025-05-31' }] })).toBe('TRAS_FALLO_INDUCCION');
    expect(sugerir({ induccion: REFRACTARIA, rec_res: [{ ...RESCATE_EN_CURSO, rr_fecha_fin: '2025-06-01' }] })).toBe('RESCATE');
  });

  it('tras una recaída sin nueva remisión → RECAIDA_PROGRESION, o RESCATE con una línea en curso', () => {
    expect(sugerir({ recaida: [RECAIDA] })).toBe('RECAIDA_PROGRESION');
    expect(sugerir({ recaida: [RECAIDA], rec_res: [RESCATE_EN_CURSO] })).toBe('RESCATE');
    expect(sugerir({ recaida: [{ rec_fecha: '2025-06-02' }] })).toBe('EN_REMISION');
  });

  it('una recaída antes de la muerte decide la fase aunque la siga una nueva remisión (EN_REMISION es «sin TPH», POST_TPH «sin recaída»)', () => {
    const remision = { rr_linea: 1, rr_fecha_inicio: '2024-09-10', rr_fecha_fin: '2024-11-01', rr_eval_fecha: '2024-10-20', rr_eval_respuesta: 'RC' };
    const alogenico = { tph_fecha: '2024-06-01', tph_tipo: 'ALOGENICO', tph_estado_pre: 'RC1' };
    expect(sugerir({ recaida: [RECAIDA], rec_res: [remision] })).toBe('RECAIDA_PROGRESION');
    expect(sugerir({ recaida: [RECAIDA], rec_res: [remision], trasplante: [alogenico] })).toBe('RECAIDA_PROGRESION');
  });

  it('un alogénico en remisión antes de la muerte → POST_TPH_REMISION', () => {
    const alogenico = { tph_fecha: '2024-06-01', tph_tipo: 'ALOGENICO', tph_estado_pre: 'RC1' };
    expect(sugerir({ trasplante: [alogenico] })).toBe('POST_TPH_REMISION');
    expect(sugerir({ trasplante: [{ ...alogenico, tph_tipo: 'AUTOLOGO' }] })).toBe('EN_REMISION');
    expect(sugerir({ trasplante: [{ ...alogenico, tph_estado_pre: 'RECAIDA_NO_TRATADA' }] })).toBe('EN_REMISION');
    expect(sugerir({ trasplante: [{ ...alogenico, tph_fecha: '2025-06-02' }] })).toBe('EN_REMISION');
  });

  it('si no, en remisión → EN_REMISION', () => {
    expect(sugerir({})).toBe('EN_REMISION');
  });
});
