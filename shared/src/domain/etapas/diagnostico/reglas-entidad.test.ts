import { describe, expect, test } from '@jest/globals';
import { contextoDe } from '../expediente.fixture';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const incoherente = (entidad: string, dato: string) => `La entidad seleccionada (${entidad}) no es coherente con ${dato}: revise la clasificación.`;
const NPM1_OMS = 'LMA con mutación de NPM1';
const NPM1_ICC = 'LMA con NPM1 mutado';

/** Warnings of a draft with `cambios` (risks and their reasons are not at stake here). */
const avisos = (cambios: Record<string, unknown>, contexto = contextoDe()) => validarDiagnostico(cambios, 'borrador', contexto).avisos;

describe('X31: WHO 2022 and ICC 2022 entities against the findings', () => {
  test('NPM1 entities need NPM1 mutated', () => {
    expect(avisos({ npm1: 'NO_MUTADO' })).toEqual({
      entidad_oms2022: incoherente(NPM1_OMS, 'el resultado de NPM1'),
      entidad_icc2022: incoherente(NPM1_ICC, 'el resultado de NPM1'),
    });
    expect(avisos({ npm1: 'PENDIENTE' })).toEqual({});
  });

  test('RUNX1::RUNX1T1 and CBFB::MYH11 entities need the lesion (karyotype, FISH or RT-PCR)', () => {
    expect(avisos({ entidad_oms2022: 'LMA_RUNX1_RUNX1T1', entidad_icc2022: 'LMA_T_8_21' })).toEqual({
      entidad_oms2022: incoherente('LMA con fusión RUNX1::RUNX1T1', 'los estudios de t(8;21)/RUNX1::RUNX1T1'),
      entidad_icc2022: incoherente('LMA con t(8;21)(q22;q22.1)/RUNX1::RUNX1T1', 'los estudios de t(8;21)/RUNX1::RUNX1T1'),
    });
    expect(avisos({ entidad_oms2022: 'LMA_CBFB_MYH11', entidad_icc2022: 'LMA_INV_16' })).toEqual({
      entidad_oms2022: incoherente('LMA con fusión CBFB::MYH11', 'los estudios de inv(16)/CBFB::MYH11'),
      entidad_icc2022: incoherente('LMA con inv(16)(p13.1q22) o t(16;16)(p13.1;q22)/CBFB::MYH11', 'los estudios de inv(16)/CBFB::MYH11'),
    });
    const fish = [{ fish_sonda: 'FISH_CBFB', fish_resultado: 'POSITIVO', fish_pct_nucleos: 85 }];
    expect(avisos({ entidad_oms2022: 'LMA_CBFB_MYH11', entidad_icc2022: 'LMA_INV_16', diagnostico_fish: fish })).toEqual({});
  });

  test('CEBPA entities: WHO any mutation, ICC an in-frame bZIP one', () => {
    expect(avisos({ entidad_oms2022: 'LMA_CEBPA', entidad_icc2022: 'LMA_CEBPA_BZIP', cebpa: 'NO_REALIZADO' })).toEqual({
      entidad_oms2022: incoherente('LMA con mutación de CEBPA (bialélica o bZIP única)', 'el resultado de CEBPA'),
      entidad_icc2022: incoherente('LMA con mutación bZIP in-frame de CEBPA', 'el resultado de CEBPA'),
    });
    expect(avisos({ entidad_oms2022: 'LMA_CEBPA', entidad_icc2022: 'LMA_CEBPA_BZIP', cebpa: 'MUTADO_SIN_BZIP_INFRAME' })).toEqual({
      entidad_icc2022: incoherente('LMA con mutación bZIP in-frame de CEBPA', 'el resultado de CEBPA'),
    });
    expect(avisos({ entidad_oms2022: 'LMA_CEBPA', entidad_icc2022: 'LMA_CEBPA_BZIP', cebpa: 'BIALELICO_BZIP_INFRAME' })).toEqual({});
    expect(avisos({ entidad_oms2022: 'LMA_CEBPA', entidad_icc2022: 'LMA_CEBPA_BZIP', cebpa: 'PENDIENTE' })).toEqual({});
  });

  test('ICC TP53 entities need a VAF ≥ 10 %', () => {
    const tp53 = { entidad_icc2022: 'LMA_TP53', tp53: 'MUTADO' };
    expect(avisos({ ...tp53, tp53_vaf_pct: 8 })).toMatchObject({ entidad_icc2022: incoherente('LMA con TP53 mutado (VAF ≥ 10 %)', 'la VAF de TP53') });
    expect(avisos({ ...tp53, tp53: 'NO_MUTADO' })).toEqual({ entidad_icc2022: incoherente('LMA con TP53 mutado (VAF ≥ 10 %)', 'la VAF de TP53') });
    expect(avisos({ ...tp53, tp53_vaf_pct: 10 })).toEqual({});
    expect(avisos(tp53)).toEqual({});
  });

  test('ICC MR-gene entities need one of the nine genes mutated', () => {
    expect(avisos({ entidad_icc2022: 'LMA_MR_GENES' })).toEqual({
      entidad_icc2022: incoherente('LMA con mutaciones de genes relacionados con mielodisplasia', 'los genes relacionados con mielodisplasia'),
    });
    expect(avisos({ entidad_icc2022: 'LMA_MR_GENES', stag2: 'MUTADO' })).toEqual({});
    expect(avisos({ entidad_icc2022: 'LMA_MR_GENES', stag2: 'PENDIENTE', riesgo_global: 'NO_EVALUABLE' })).toEqual({});
  });

  test('promyelocytic entities if and only if the patient is registered as LPA', () => {
    expect(avisos({ entidad_oms2022: 'LPA_PML_RARA', entidad_icc2022: 'APL_OTRO_RARA' })).toEqual({
      entidad_oms2022: incoherente('Leucemia promielocítica aguda con fusión PML::RARA', 'la entidad del paciente'),
      entidad_icc2022: incoherente('LPA con otros reordenamientos de RARA', 'la entidad del paciente'),
    });
    const lpa = contextoDe({ paciente: { entidad: 'LPA' } });
    expect(avisos({}, lpa)).toEqual({
      entidad_oms2022: incoherente(NPM1_OMS, 'la entidad del paciente'),
      entidad_icc2022: incoherente(NPM1_ICC, 'la entidad del paciente'),
    });
    expect(avisos({ entidad_oms2022: 'LPA_PML_RARA', entidad_icc2022: 'APL_PML_RARA', mo_blastos_pct: 90 }, lpa)).toEqual({});
  });

  test('blasts below the entity threshold', () => {
    const blastos = { mo_blastos_pct: 15, blastos_sp_pct: 12.5 };
    expect(avisos({ ...blastos, entidad_oms2022: 'LMA_MR', entidad_icc2022: 'LMA_NOS' })).toEqual({
      entidad_oms2022: 'El porcentaje de blastos (15 %) es inferior al requerido para la entidad seleccionada (20 %).',
      entidad_icc2022: 'El porcentaje de blastos (15 %) es inferior al requerido para la entidad seleccionada (20 %).',
    });
    expect(avisos({ mo_blastos_pct: 8, blastos_sp_pct: 9.5 })).toEqual({
      entidad_icc2022: 'El porcentaje de blastos (9,5 %) es inferior al requerido para la entidad seleccionada (10 %).',
    });
  });

  test('ICC MDS/AML: 10–19 % blasts', () => {
    const smdLma = { entidad_oms2022: 'SMD_IB2', entidad_icc2022: 'SMD_LMA_NOS', blastos_sp_pct: 5 };
    expect(avisos({ ...smdLma, mo_blastos_pct: 19.9 })).toEqual({});
    expect(avisos({ ...smdLma, mo_blastos_pct: 20 })).toEqual({
      entidad_icc2022: incoherente('SMD/LMA sin otra especificación', 'el porcentaje de blastos (20 %)'),
    });
    expect(avisos({ ...smdLma, mo_blastos_pct: 9 })).toEqual({
      entidad_icc2022: 'El porcentaje de blastos (9 %) es inferior al requerido para la entidad seleccionada (10 %).',
    });
  });
});
