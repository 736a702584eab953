import { describe, expect, test } from '@jest/globals';
import { validarDiagnostico } from './diagnostico-valido.fixture';

describe('molecular rules', () => {
  test('W04: the FLT3-ITD allelic ratio does not enter ELN 2022 (G15 above 10)', () => {
    const itd = { flt3_itd: 'POSITIVO', riesgo_global: 'INTERMEDIO', riesgo_molecular: 'INTERMEDIO' };
    expect(validarDiagnostico({ ...itd, flt3_itd_ratio: 0.5 }).avisos).toEqual({
      flt3_itd_ratio: 'El ratio alélico de FLT3-ITD no interviene en la clasificación ELN 2022.',
    });
    expect(validarDiagnostico({ ...itd, flt3_itd_ratio: 12 }).avisos).toEqual({
      flt3_itd_ratio: 'Valor poco habitual (12). Compruebe que es correcto.',
    });
  });

  test('W06: TP53 with VAF < 10 % is not adverse', () => {
    expect(validarDiagnostico({ tp53: 'MUTADO', tp53_vaf_pct: 9.9 }).avisos).toEqual({
      tp53_vaf_pct: 'TP53 mutado con VAF < 10 %: no se considera de riesgo adverso en ELN 2022.',
    });
    expect(validarDiagnostico({ tp53: 'MUTADO', tp53_vaf_pct: 10, riesgo_global: 'ADVERSO', riesgo_molecular: 'ADVERSO' }).avisos).toEqual({});
  });

  test('DDX41 mutated without known germline predisposition', () => {
    expect(validarDiagnostico({ ddx41: 'MUTADO' }).avisos).toEqual({ ddx41: 'Mutación de DDX41: valore estudio de línea germinal.' });
    expect(validarDiagnostico({ ddx41: 'MUTADO', predisposicion_germinal: 'SI', gen_germinal: 'DDX41' }).avisos).toEqual({});
  });
});
