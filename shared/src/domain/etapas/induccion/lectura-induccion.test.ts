import { describe, expect, it } from '@jest/globals';
import { contextoDe } from '../expediente.fixture';
import { basalInduccion, inicioUltimoCicloInduccion } from './lectura-induccion';

describe('basalInduccion', () => {
  it('reads the marrow blasts and the extramedullary disease at diagnosis', () => {
    expect(basalInduccion({}, contextoDe({ diagnostico: { mo_blastos_pct: 45.5, emd_diagnostico: 'SI' } }))).toEqual({ blastos: 45.5, emd: true });
    expect(basalInduccion({}, contextoDe({ diagnostico: { mo_blastos_pct: null, emd_diagnostico: 'NO' } }))).toEqual({ blastos: null, emd: false });
    expect(basalInduccion({}, contextoDe())).toEqual({ blastos: null, emd: null });
  });
});

describe('inicioUltimoCicloInduccion', () => {
  it('intensive: cycle 2 when given, else cycle 1', () => {
    const induccion = { intencion_tratamiento: 'INTENSIVO', ind1_fecha_inicio: '2024-01-20', ind2_realizada: 'NO', ind2_fecha_inicio: null };
    expect(inicioUltimoCicloInduccion(induccion)).toBe('2024-01-20');
    expect(inicioUltimoCicloInduccion({ ...induccion, ind2_realizada: 'SI', ind2_fecha_inicio: '2024-02-25' })).toBe('2024-02-25');
  });

  it('non-intensive: the start of its last cycle when recorded', () => {
    const induccion = { intencion_tratamiento: 'NO_INTENSIVO', ind1_fecha_inicio: '2024-01-25', ind_fecha_ultimo_ciclo: '2024-06-20' };
    expect(inicioUltimoCicloInduccion(induccion)).toBe('2024-06-20');
    expect(inicioUltimoCicloInduccion({ ...induccion, ind_fecha_ultimo_ciclo: null })).toBe('2024-01-25');
  });

  it('no induction, or support only: nothing to follow', () => {
    expect(inicioUltimoCicloInduccion(null)).toBeNull();
    expect(inicioUltimoCicloInduccion({ intencion_tratamiento: 'SOLO_SOPORTE' })).toBeNull();
  });
});
