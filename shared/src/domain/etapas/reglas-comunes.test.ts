import { describe, expect, it } from '@jest/globals';
import { contextoDe } from './expediente.fixture';
import { MENSAJE_ENSAYO_NO_INCLUIDO, reglaEnsayoDelPaciente, reglaFechaDesdeDiagnostico, reglaFechaHastaMuerte } from './reglas-comunes';

describe('reglas comunes de las etapas', () => {
  it('G09: una fecha anterior al diagnóstico se rechaza con la fecha de diagnóstico', () => {
    const regla = reglaFechaDesdeDiagnostico('cons_fecha_inicio');
    expect(regla.validar({ cons_fecha_inicio: '2024-01-14' }, contextoDe())).toBe(
      'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    );
    expect(regla.validar({ cons_fecha_inicio: '2024-01-15' }, contextoDe())).toBeNull();
  });

  it('G10: nada después de la muerte', () => {
    const regla = reglaFechaHastaMuerte('seg_fecha');
    const contexto = contextoDe({ muerte: { muerte_fecha: '2025-03-01' } });
    expect(regla.validar({ seg_fecha: '2025-03-02' }, contexto)).toBe(
      'El paciente falleció el 01/03/2025: no se pueden registrar datos con fecha posterior.',
    );
    expect(regla.validar({ seg_fecha: '2025-03-01' }, contexto)).toBeNull();
    expect(regla.validar({ seg_fecha: '2030-01-01' }, contextoDe())).toBeNull();
  });

  it('X35: el ensayo debe ser del paciente y la fecha no anterior a la inclusión', () => {
    const regla = reglaEnsayoDelPaciente('cons_ensayo', 'cons_fecha_inicio');
    const contexto = contextoDe({ paciente: { ensayos: [{ ensayo: 'PEVOLAM', fecha_inclusion: '2024-02-01' }] } });
    expect(regla.validar({ cons_ensayo: 'NINGUNO' }, contexto)).toBeNull();
    expect(regla.validar({ cons_ensayo: 'LMA_FLOW', cons_fecha_inicio: '2024-03-01' }, contexto)).toBe(MENSAJE_ENSAYO_NO_INCLUIDO);
    expect(regla.validar({ cons_ensayo: 'PEVOLAM', cons_fecha_inicio: '2024-01-31' }, contexto)).toBe(MENSAJE_ENSAYO_NO_INCLUIDO);
    expect(regla.validar({ cons_ensayo: 'PEVOLAM', cons_fecha_inicio: '2024-02-01' }, contexto)).toBeNull();
  });
});
