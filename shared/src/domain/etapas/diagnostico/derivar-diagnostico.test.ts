import { describe, expect, test } from '@jest/globals';
import { contextoDe } from '../expediente.fixture';
import { derivarDiagnostico } from './derivar-diagnostico';
import { diagnosticoValido } from './diagnostico-valido.fixture';

const derivar = (cambios: Record<string, unknown>, contexto = contextoDe()) => derivarDiagnostico(diagnosticoValido(cambios), contexto);

describe('derivar of the diagnosis', () => {
  test('the valid record: NPM1-mutated, normal karyotype, favourable', () => {
    expect(derivar({})).toEqual({
      superficie_corporal_m2: 1.84,
      imc: 22.9,
      hcti_puntuacion: 1,
      hcti_grupo: 'INTERMEDIO',
      origen_lma: 'DE_NOVO',
      creatinina_mg_dl: 0.9,
      blastos_max_pct: 78,
      cg_complejo: null,
      cg_monosomico: null,
      riesgo_molecular_calculado: 'FAVORABLE',
      riesgo_global_calculado: 'FAVORABLE',
      riesgo_global_faltan: null,
      riesgo_global_avisos: null,
    });
  });

  test('HCT-CI and creatinine in µmol/L', () => {
    expect(derivar({ hcti_evaluado: 'NO' })).toMatchObject({ hcti_puntuacion: null, hcti_grupo: null });
    expect(derivar({ hcti_renal: true, hcti_diabetes: false, creatinina: 176.84, creatinina_unidad: 'UMOL_L' })).toMatchObject({
      hcti_puntuacion: 2,
      hcti_grupo: 'INTERMEDIO',
      creatinina_mg_dl: 2,
    });
  });

  test('complex karyotype (eln2022-risk.md case 16): adverse', () => {
    const complejo = {
      cg_resultado: 'ANORMAL',
      cg_alteraciones: ['TRISOMIA_8', 'DEL_12P', 'OTRA'],
      cg_n_anomalias: 3,
      cg_n_monosomias_autosomicas: 0,
      cg_n_trisomias_polisomias: 1,
      cg_n_estructurales: 2,
      npm1: 'NO_MUTADO',
    };
    expect(derivar(complejo)).toMatchObject({
      cg_complejo: true,
      cg_monosomico: false,
      riesgo_molecular_calculado: 'INTERMEDIO',
      riesgo_global_calculado: 'ADVERSO',
    });
  });

  test('missing data and warnings are listed with «;»', () => {
    const sinGenesMr = Object.fromEntries(['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'].map((gen) => [gen, 'NO_REALIZADO']));
    expect(derivar({ ...sinGenesMr, npm1: 'NO_MUTADO' })).toMatchObject({
      riesgo_global_calculado: 'NO_EVALUABLE',
      riesgo_global_faltan: 'asxl1;bcor;ezh2;runx1;sf3b1;srsf2;stag2;u2af1;zrsr2',
    });
    expect(derivar({ flt3_itd: 'POSITIVO', flt3_itd_ratio: 0.8, cg_n_metafases: 15 })).toMatchObject({
      riesgo_global_calculado: 'INTERMEDIO',
      riesgo_global_avisos: 'W04;W05',
    });
  });

  test('the FISH rows of the record and the patient entity take part', () => {
    const fish = [
      { fish_sonda: 'FISH_MONO_7', fish_resultado: 'POSITIVO', fish_pct_nucleos: 60 },
      { fish_sonda: 'FISH_RUNX1_RUNX1T1', fish_resultado: 'NEGATIVO' },
      { fish_sonda: 'FISH_CBFB', fish_resultado: 'NEGATIVO' },
    ];
    expect(derivar({ cg_resultado: 'NO_REALIZADO', diagnostico_fish: fish })).toMatchObject({ riesgo_global_calculado: 'ADVERSO' });
    expect(derivar({}, contextoDe({ paciente: { entidad: 'LPA' } }))).toMatchObject({
      riesgo_molecular_calculado: 'NO_APLICA',
      riesgo_global_calculado: 'NO_APLICA',
    });
  });
});
