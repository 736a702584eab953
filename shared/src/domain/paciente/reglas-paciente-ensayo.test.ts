import { describe, expect, test } from '@jest/globals';
import { ENSAYO, type PeriodoEnsayo } from '../catalogues/ensayo';
import { normalizarRegistro } from '../fields/normalizar-registro';
import { CAMPOS_PACIENTE_ENSAYO } from './campos-paciente-ensayo';
import { MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO } from './mensajes-paciente';
import { filaEnsayo, pacienteValido } from './paciente-valido.fixture';
import { REGLAS_PACIENTE_ENSAYO } from './reglas-paciente-ensayo';

const PERIODOS: PeriodoEnsayo[] = [
  { codigo: 'PEVOLAM', fecha_apertura: '2020-01-15', fecha_cierre: '2023-06-30' },
  { codigo: 'LAMVYX', fecha_apertura: '2021-03-01', fecha_cierre: null },
];

function avisosDeInclusion(ensayo: string, fecha_inclusion: string, ensayos: readonly PeriodoEnsayo[] = PERIODOS) {
  // Diagnosed before every period, so that no inclusion is refused for preceding the diagnosis.
  const contexto = { paciente: pacienteValido({ fecha_nacimiento: '1950-03-15', fecha_diagnostico: '2018-02-01' }), anteriores: [], ensayos };
  const fila = filaEnsayo({ ensayo, fecha_inclusion, fecha_salida: null });
  return normalizarRegistro(CAMPOS_PACIENTE_ENSAYO, fila, 'completo', { reglas: REGLAS_PACIENTE_ENSAYO, contexto }).avisos;
}

describe('inclusion outside the trial recruitment period (data-dictionary §3.1, A)', () => {
  test('warns before the opening and after the closing; the ends themselves are inside', () => {
    expect(avisosDeInclusion('PEVOLAM', '2020-01-14')).toEqual({ fecha_inclusion: MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO });
    expect(avisosDeInclusion('PEVOLAM', '2020-01-15')).toEqual({});
    expect(avisosDeInclusion('PEVOLAM', '2023-06-30')).toEqual({});
    expect(avisosDeInclusion('PEVOLAM', '2023-07-01')).toEqual({ fecha_inclusion: MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO });
  });

  test('an end not filled in by the administrator is not checked, nor is a trial without period', () => {
    expect(avisosDeInclusion('LAMVYX', '2030-01-01')).toEqual({});
    expect(avisosDeInclusion('LAMVYX', '2021-02-28')).toEqual({ fecha_inclusion: MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO });
    expect(avisosDeInclusion('LA_MIX', '1999-01-01')).toEqual({});
  });

  test('the trial catalogue ships without periods (⚙: to be filled in by the administrator)', () => {
    expect(ENSAYO.every((ensayo) => ensayo.fecha_apertura === null && ensayo.fecha_cierre === null)).toBe(true);
    expect(avisosDeInclusion('PEVOLAM', '2020-01-14', ENSAYO)).toEqual({});
  });
});
