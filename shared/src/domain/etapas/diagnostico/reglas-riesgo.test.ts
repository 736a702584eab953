import { describe, expect, test } from '@jest/globals';
import { contextoDe } from '../expediente.fixture';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const MOTIVO = 'Indique el motivo por el que el riesgo asignado difiere del calculado.';
const EN_LMA_FLOW = contextoDe({ paciente: { ensayos: [{ ensayo: 'LMA_FLOW', fecha_inclusion: '2024-01-20' }] } });

describe('assigned risks (eln2022-risk.md §1)', () => {
  test.each(['riesgo_global', 'riesgo_molecular'])('%s: an override needs a reason of at least 10 characters', (campo) => {
    const motivo = `${campo}_motivo`;
    expect(validarDiagnostico({ [campo]: 'ADVERSO' }).errores).toEqual({ [motivo]: MOTIVO });
    expect(validarDiagnostico({ [campo]: 'ADVERSO' }, 'borrador').errores).toEqual({});
    expect(validarDiagnostico({ [campo]: 'ADVERSO', [motivo]: 'Demasiado' }, 'borrador').errores).toEqual({ [motivo]: MOTIVO });
    const conMotivo = validarDiagnostico({ [campo]: 'ADVERSO', [motivo]: 'Criterio del comité' });
    expect(conMotivo.errores).toEqual({});
    expect(conMotivo.data[motivo]).toBe('Criterio del comité');
    expect(validarDiagnostico({ [motivo]: 'Criterio del comité' }).data[motivo]).toBeNull();
  });

  test('the reason follows the calculated risk, FISH rows included (−7 by FISH makes the case adverse)', () => {
    const monosomia7 = { cg_resultado: 'FALLIDO', diagnostico_fish: [
      { fish_sonda: 'FISH_MONO_7', fish_resultado: 'POSITIVO', fish_pct_nucleos: 60 },
      { fish_sonda: 'FISH_RUNX1_RUNX1T1', fish_resultado: 'NEGATIVO' },
      { fish_sonda: 'FISH_CBFB', fish_resultado: 'NEGATIVO' },
    ] };
    expect(validarDiagnostico(monosomia7).errores).toEqual({ riesgo_global_motivo: MOTIVO });
    expect(validarDiagnostico({ ...monosomia7, riesgo_global: 'ADVERSO' }).errores).toEqual({});
  });

  test('an override kept after the calculated risk changed is flagged', () => {
    const anterior = contextoDe({ diagnostico: { riesgo_global_calculado: 'INTERMEDIO', riesgo_molecular_calculado: 'INTERMEDIO' } });
    const override = {
      riesgo_global: 'INTERMEDIO',
      riesgo_global_motivo: 'Criterio del comité',
      riesgo_molecular: 'INTERMEDIO',
      riesgo_molecular_motivo: 'Criterio del comité',
    };
    const cambiado = 'Los datos genéticos han cambiado y el riesgo calculado es ahora «Favorable». Revise el riesgo asignado manualmente.';
    expect(validarDiagnostico(override, 'completo', anterior).avisos).toEqual({ riesgo_global: cambiado, riesgo_molecular: cambiado });
    expect(validarDiagnostico(override).avisos).toEqual({});
    const mismoCalculo = contextoDe({ diagnostico: { riesgo_global_calculado: 'FAVORABLE', riesgo_molecular_calculado: 'FAVORABLE' } });
    expect(validarDiagnostico(override, 'completo', mismoCalculo).avisos).toEqual({});
    expect(validarDiagnostico({}, 'completo', anterior).avisos).toEqual({});
  });
});

describe('LMA-FLOW risk', () => {
  test('required at completion for a patient in LMA-FLOW', () => {
    expect(validarDiagnostico({}, 'completo', EN_LMA_FLOW).errores).toEqual({ riesgo_lma_flow: 'Este campo es obligatorio.' });
    expect(validarDiagnostico({}, 'borrador', EN_LMA_FLOW).errores).toEqual({});
    expect(validarDiagnostico({ riesgo_lma_flow: 'FAVORABLE' }, 'completo', EN_LMA_FLOW).errores).toEqual({});
  });

  test('refused for a patient not in LMA-FLOW', () => {
    expect(validarDiagnostico({ riesgo_lma_flow: 'FAVORABLE' }, 'borrador').errores).toEqual({
      riesgo_lma_flow: 'El paciente no consta como incluido en este ensayo en esa fecha.',
    });
  });
});
