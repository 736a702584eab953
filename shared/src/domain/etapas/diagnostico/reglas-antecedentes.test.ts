import { describe, expect, test } from '@jest/globals';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const NEOPLASIA = { neoplasia_previa: ['NEOPLASIA_LINFOIDE'] };

describe('history rules', () => {
  test('years go from 1920 to the year of diagnosis (2024)', () => {
    const fuera = 'Valor fuera de rango: debe estar entre 1920 y 2024.';
    expect(validarDiagnostico({ ...NEOPLASIA, neoplasia_previa_anio: 2025 }, 'borrador').errores).toEqual({ neoplasia_previa_anio: fuera });
    expect(validarDiagnostico({ ...NEOPLASIA, neoplasia_previa_anio: 2024 }).errores).toEqual({});
    expect(validarDiagnostico({ ...NEOPLASIA, neoplasia_previa_anio: 1919 }).errores).toEqual({
      neoplasia_previa_anio: 'Valor fuera de rango: debe estar entre 1920 y 2100.',
    });
    const terapia = { terapia_citotoxica_previa: 'SI', terapia_previa_tipo: ['RADIOTERAPIA'] };
    expect(validarDiagnostico({ ...terapia, terapia_previa_anio_fin: 2025 }, 'borrador').errores).toEqual({ terapia_previa_anio_fin: fuera });
  });

  test('the prior neoplasm is not older than the patient (born 1960)', () => {
    expect(validarDiagnostico({ ...NEOPLASIA, neoplasia_previa_anio: 1959 }, 'borrador').errores).toEqual({
      neoplasia_previa_anio: 'El año de la neoplasia previa es anterior al nacimiento.',
    });
    expect(validarDiagnostico({ ...NEOPLASIA, neoplasia_previa_anio: 1960 }).errores).toEqual({});
  });

  test('a prior CML: its myeloid blast crisis is not AML', () => {
    expect(validarDiagnostico({ neoplasia_previa: ['LMC'], neoplasia_previa_anio: 2015 }).avisos).toEqual({
      neoplasia_previa: 'Una crisis blástica mieloide de LMC no debe registrarse como LMA.',
    });
  });
});
