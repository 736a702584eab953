import { describe, expect, test } from '@jest/globals';
import {
  blastosMaximos,
  creatininaMgDl,
  grupoHcti,
  indiceMasaCorporal,
  origenLma,
  puntuacionHcti,
  redondear,
  superficieCorporal,
} from './derivados-diagnostico';
import { diagnosticoValido } from './diagnostico-valido.fixture';

describe('computed values of the diagnosis', () => {
  test('body-surface area (Mosteller) and BMI', () => {
    expect(superficieCorporal({ peso_kg: 70, talla_cm: 175 })).toBe(1.84);
    expect(superficieCorporal({ peso_kg: 80, talla_cm: 180 })).toBe(2);
    expect(indiceMasaCorporal({ peso_kg: 70, talla_cm: 175 })).toBe(22.9);
    expect(indiceMasaCorporal({ peso_kg: 80, talla_cm: 180 })).toBe(24.7);
    expect(superficieCorporal({ peso_kg: 70 })).toBeNull();
    expect(indiceMasaCorporal({ talla_cm: 175 })).toBeNull();
  });

  test('HCT-CI score and group', () => {
    expect(puntuacionHcti(diagnosticoValido())).toBe(1);
    expect(puntuacionHcti(diagnosticoValido({ hcti_diabetes: false }))).toBe(0);
    expect(puntuacionHcti(diagnosticoValido({ hcti_arritmia: true, hcti_renal: true, hcti_tumor_solido_previo: true }))).toBe(7);
    const todosSalvoLeves = Object.fromEntries(
      Object.keys(diagnosticoValido())
        .filter((clave) => clave.startsWith('hcti_') && clave !== 'hcti_evaluado')
        .map((clave) => [clave, clave !== 'hcti_hepatica_leve' && clave !== 'hcti_pulmonar_moderada']),
    );
    expect(puntuacionHcti(diagnosticoValido(todosSalvoLeves))).toBe(26);
    expect(puntuacionHcti(diagnosticoValido({ hcti_evaluado: 'NO' }))).toBeNull();
    expect([0, 1, 2, 3, 26, null].map(grupoHcti)).toEqual(['BAJO', 'INTERMEDIO', 'INTERMEDIO', 'ALTO', 'ALTO', null]);
  });

  test.each([
    ['treatment-related before anything else', { terapia_citotoxica_previa: 'SI', neoplasia_previa: ['SMD'] }, 'RELACIONADA_TRATAMIENTO'],
    ['after MDS (MDS wins over MPN)', { terapia_citotoxica_previa: 'NO', neoplasia_previa: ['SMD', 'NMP'] }, 'SECUNDARIA_SMD'],
    ['after MDS/MPN', { terapia_citotoxica_previa: 'DESCONOCIDO', neoplasia_previa: ['SMD_NMP'] }, 'SECUNDARIA_SMD_NMP'],
    ['after MPN', { terapia_citotoxica_previa: 'NO', neoplasia_previa: ['NMP'] }, 'SECUNDARIA_NMP'],
    ['after another neoplasm without therapy', { terapia_citotoxica_previa: 'NO', neoplasia_previa: ['TUMOR_SOLIDO'] }, 'NEOPLASIA_PREVIA_SIN_TC'],
    ['another neoplasm, therapy unknown', { terapia_citotoxica_previa: 'DESCONOCIDO', neoplasia_previa: ['TUMOR_SOLIDO'] }, 'DESCONOCIDO'],
    ['de novo', { terapia_citotoxica_previa: 'NO', neoplasia_previa: ['NINGUNA'] }, 'DE_NOVO'],
    ['no neoplasm, therapy unknown', { terapia_citotoxica_previa: 'DESCONOCIDO', neoplasia_previa: ['NINGUNA'] }, 'DESCONOCIDO'],
    ['nothing answered', {}, 'DESCONOCIDO'],
  ])('origin of the AML: %s', (_caso, registro, origen) => {
    expect(origenLma(registro)).toBe(origen);
  });

  test('creatinine in mg/dL', () => {
    expect(creatininaMgDl({ creatinina: 176.84, creatinina_unidad: 'UMOL_L' })).toBe(2);
    expect(creatininaMgDl({ creatinina: 100, creatinina_unidad: 'UMOL_L' })).toBe(1.13);
    expect(creatininaMgDl({ creatinina: 0.9, creatinina_unidad: 'MG_DL' })).toBe(0.9);
    expect(creatininaMgDl({ creatinina: 1.25 })).toBe(1.25);
    expect(creatininaMgDl({ creatinina_unidad: 'UMOL_L' })).toBeNull();
  });

  test('highest blast percentage, marrow or blood', () => {
    expect(blastosMaximos({ mo_blastos_pct: 78, blastos_sp_pct: 62 })).toBe(78);
    expect(blastosMaximos({ mo_blastos_pct: 12.5, blastos_sp_pct: 30 })).toBe(30);
    expect(blastosMaximos({ mo_blastos_pct: null, blastos_sp_pct: 62 })).toBe(62);
    expect(blastosMaximos({})).toBeNull();
  });

  test('half-up rounding', () => {
    expect(redondear(1.005, 2)).toBe(1.01);
    expect(redondear(22.85, 1)).toBe(22.9);
  });
});
