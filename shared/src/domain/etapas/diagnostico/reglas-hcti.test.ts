import { describe, expect, test } from '@jest/globals';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const EXCLUYENTES = 'No puede marcar a la vez la forma leve/moderada y la grave de la misma comorbilidad.';
const OBESIDAD = 'IMC > 35 kg/m²: revise la comorbilidad «Obesidad» del HCT-CI.';
const RENAL = 'Creatinina > 2 mg/dL: revise la comorbilidad renal del HCT-CI.';

describe('HCT-CI rules', () => {
  test.each([
    ['hepatic', { hcti_hepatica_leve: true, hcti_hepatica_mod_grave: true }, 'hcti_hepatica_mod_grave'],
    ['pulmonary', { hcti_pulmonar_moderada: true, hcti_pulmonar_grave: true }, 'hcti_pulmonar_grave'],
  ])('X26: the mild and the severe %s form are exclusive', (_forma, cambios, campo) => {
    expect(validarDiagnostico(cambios, 'borrador').errores).toEqual({ [campo]: EXCLUYENTES });
  });

  test('X26: severe forms of different comorbidities may coexist', () => {
    expect(validarDiagnostico({ hcti_hepatica_mod_grave: true, hcti_pulmonar_grave: true }).errores).toEqual({});
  });

  test('IMC > 35 without the obesity item (110 kg, 170 cm: 38,1 kg/m²)', () => {
    expect(validarDiagnostico({ peso_kg: 110, talla_cm: 170 }).avisos).toEqual({ hcti_obesidad: OBESIDAD });
    expect(validarDiagnostico({ peso_kg: 110, talla_cm: 170, hcti_obesidad: true }).avisos).toEqual({});
    expect(validarDiagnostico({ peso_kg: 107, talla_cm: 175 }).avisos).toEqual({});
    expect(validarDiagnostico({ peso_kg: 110, talla_cm: 170, hcti_evaluado: 'NO' }).avisos).toEqual({});
  });

  test('creatinine > 2 mg/dL without the renal item, in either unit', () => {
    expect(validarDiagnostico({ creatinina: 2.5 }).avisos).toEqual({ hcti_renal: RENAL });
    expect(validarDiagnostico({ creatinina: 200, creatinina_unidad: 'UMOL_L' }).avisos).toEqual({ hcti_renal: RENAL });
    expect(validarDiagnostico({ creatinina: 176.84, creatinina_unidad: 'UMOL_L' }).avisos).toEqual({});
    expect(validarDiagnostico({ creatinina: 2.5, hcti_renal: true }).avisos).toEqual({});
  });

  test('a prior solid tumour without the HCT-CI item', () => {
    const tumor = { neoplasia_previa: ['TUMOR_SOLIDO'], neoplasia_previa_anio: 2010 };
    expect(validarDiagnostico(tumor).avisos).toEqual({ hcti_tumor_solido_previo: 'Consta un tumor sólido previo: revise el HCT-CI.' });
    expect(validarDiagnostico({ ...tumor, hcti_tumor_solido_previo: true }).avisos).toEqual({});
  });
});
