import { describe, expect, it } from '@jest/globals';
import { motivoEtapaNoDisponible } from './disponibilidad-etapa';
import { expedienteDe } from './expediente.fixture';

describe('motivoEtapaNoDisponible', () => {
  it('diagnóstico y muerte están disponibles desde el alta', () => {
    expect(motivoEtapaNoDisponible('diagnostico', expedienteDe())).toBeNull();
    expect(motivoEtapaNoDisponible('muerte', expedienteDe())).toBeNull();
  });

  it('inducción y seguimiento esperan al diagnóstico', () => {
    expect(motivoEtapaNoDisponible('induccion', expedienteDe())).toBe('Registre primero el diagnóstico.');
    expect(motivoEtapaNoDisponible('seguimiento', expedienteDe({ diagnostico: { ecog: '1' } }))).toBeNull();
  });

  it('la consolidación exige una inducción intensiva', () => {
    expect(motivoEtapaNoDisponible('consolidacion', expedienteDe())).toBe('Registre primero la inducción.');
    expect(motivoEtapaNoDisponible('consolidacion', expedienteDe({ induccion: { intencion_tratamiento: 'NO_INTENSIVO' } }))).toBe(
      'La consolidación solo se registra tras una primera línea intensiva.',
    );
    expect(motivoEtapaNoDisponible('consolidacion', expedienteDe({ induccion: { intencion_tratamiento: 'INTENSIVO' } }))).toBeNull();
  });

  it('trasplante, recaída y rescate esperan a la inducción; la segunda línea a la primera', () => {
    for (const etapa of ['post_consolidacion', 'trasplante', 'recaida', 'rec_res_1'] as const) {
      expect(motivoEtapaNoDisponible(etapa, expedienteDe())).toBe('Registre primero la inducción.');
      expect(motivoEtapaNoDisponible(etapa, expedienteDe({ induccion: { intencion_tratamiento: 'INTENSIVO' } }))).toBeNull();
    }
    expect(motivoEtapaNoDisponible('rec_res_2', expedienteDe())).toBe('Registre primero el tratamiento de rescate de primera línea.');
    expect(motivoEtapaNoDisponible('rec_res_2', expedienteDe({ rec_res: [{ rr_linea: 1 }] }))).toBeNull();
  });
});
