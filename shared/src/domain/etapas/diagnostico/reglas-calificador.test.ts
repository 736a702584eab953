import { describe, expect, test } from '@jest/globals';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const X32 = 'El calificador no es coherente con los antecedentes registrados.';
const avisos = (cambios: Record<string, unknown>) => validarDiagnostico(cambios, 'borrador').avisos;

describe('X32: WHO 2022 and ICC 2022 qualifiers against the history', () => {
  test('therapy-related if and only if there was prior cytotoxic therapy', () => {
    expect(avisos({ calificador_oms2022: ['POST_TERAPIA_CITOTOXICA'], calificador_icc2022: ['RELACIONADA_TERAPIA'] })).toEqual({
      calificador_oms2022: X32,
      calificador_icc2022: X32,
    });
    const terapia = { terapia_citotoxica_previa: 'SI', terapia_previa_tipo: ['ALQUILANTES'] };
    expect(avisos(terapia)).toEqual({ calificador_oms2022: X32, calificador_icc2022: X32 });
    expect(avisos({ ...terapia, calificador_oms2022: ['POST_TERAPIA_CITOTOXICA'], calificador_icc2022: ['RELACIONADA_TERAPIA'] })).toEqual({});
    expect(avisos({ ...terapia, calificador_oms2022: [], calificador_icc2022: [] })).toEqual({});
  });

  test('progression from MDS or MDS/MPN needs that prior neoplasm', () => {
    expect(avisos({ calificador_icc2022: ['PROGRESION_SMD'] })).toEqual({ calificador_icc2022: X32 });
    expect(avisos({ calificador_icc2022: ['PROGRESION_SMD_NMP'], neoplasia_previa: ['SMD'], neoplasia_previa_anio: 2020 })).toEqual({
      calificador_icc2022: X32,
    });
    expect(avisos({ calificador_icc2022: ['PROGRESION_SMD_NMP'], neoplasia_previa: ['SMD_NMP'], neoplasia_previa_anio: 2020 })).toEqual({});
    expect(avisos({ calificador_icc2022: ['PROGRESION_SMD'], neoplasia_previa: ['SMD'], neoplasia_previa_anio: 2020 })).toEqual({});
  });

  test('germline predisposition needs predisposicion_germinal = SI', () => {
    const germinal = { calificador_oms2022: ['PREDISPOSICION_GERMINAL'], calificador_icc2022: ['PREDISPOSICION_GERMINAL'] };
    expect(avisos(germinal)).toEqual({ calificador_oms2022: X32, calificador_icc2022: X32 });
    expect(avisos({ ...germinal, predisposicion_germinal: 'SI', gen_germinal: 'RUNX1' })).toEqual({});
  });
});
