import { describe, expect, test } from '@jest/globals';
import { contextoDe } from '../expediente.fixture';
import { validarDiagnostico } from './diagnostico-valido.fixture';
import { REGLAS_CITOGENETICA } from './reglas-citogenetica';

const SUMA = 'La suma de monosomías, trisomías y alteraciones estructurales no puede superar el número total de anomalías.';

/** 47,XY,+8: one abnormality. */
function anormal(cambios: Record<string, unknown> = {}) {
  return {
    cg_resultado: 'ANORMAL',
    cg_formula_iscn: '47,XY,+8[20]',
    cg_alteraciones: ['TRISOMIA_8'],
    cg_n_anomalias: 1,
    cg_n_monosomias_autosomicas: 0,
    cg_n_trisomias_polisomias: 1,
    cg_n_estructurales: 0,
    ...cambios,
  };
}

describe('karyotype rules', () => {
  test('X27: a normal karyotype has no abnormalities (the form also hides and clears them)', () => {
    const x27 = REGLAS_CITOGENETICA.find((regla) => regla.id === 'X27');
    expect(x27?.campos[0]).toBe('cg_resultado');
    expect(x27?.validar({ cg_resultado: 'NORMAL', cg_alteraciones: ['T_8_21'] }, contextoDe())).toBe(
      'Un cariotipo normal no puede tener alteraciones registradas.',
    );
    expect(x27?.validar({ cg_resultado: 'NORMAL', cg_alteraciones: [] }, contextoDe())).toBeNull();
    expect(validarDiagnostico({ cg_alteraciones: ['T_8_21'] }).data.cg_alteraciones).toEqual([]);
  });

  test('X28: an abnormal karyotype has at least one abnormality', () => {
    expect(validarDiagnostico(anormal({ cg_n_anomalias: 0, cg_n_trisomias_polisomias: 0 }), 'borrador').errores).toEqual({
      cg_n_anomalias: 'Indique al menos una alteración citogenética.',
    });
  });

  test('X29: the partial counts and the codes selected (OTRA* aside) do not exceed the total', () => {
    expect(validarDiagnostico(anormal({ cg_n_estructurales: 1 }), 'borrador').errores).toEqual({ cg_n_anomalias: SUMA });
    const tresCodigos = anormal({ cg_alteraciones: ['TRISOMIA_8', 'TRISOMIA_21', 'TRISOMIA_22'], cg_n_anomalias: 2, cg_n_trisomias_polisomias: 2 });
    expect(validarDiagnostico(tresCodigos, 'borrador').errores).toEqual({ cg_n_anomalias: SUMA });
    const conOtra = anormal({ cg_alteraciones: ['TRISOMIA_8', 'OTRA'], cg_alteraciones_otra: '+9' });
    expect(validarDiagnostico(conOtra).errores).toEqual({});
  });

  test('a monosomy code needs at least one autosomal monosomy counted', () => {
    const mono = anormal({ cg_formula_iscn: '45,XY,-13[20]', cg_alteraciones: ['MONO_13'], cg_n_trisomias_polisomias: 0 });
    expect(validarDiagnostico(mono, 'borrador').errores).toEqual({
      cg_n_monosomias_autosomicas: 'Ha marcado una monosomía: el número de monosomías autosómicas debe ser al menos 1.',
    });
    expect(validarDiagnostico({ ...mono, cg_n_monosomias_autosomicas: 1 }, 'borrador').errores).toEqual({});
  });

  test.each(['T_1_22', 'INV_3', 'DEL_20Q', 'ABN_17P', 'I_17Q', 'IDIC_X_Q13', 'NUP98_R', 'OTRA_TRANSLOCACION_RECURRENTE'])(
    'a structural code (%s) needs at least one structural abnormality counted',
    (codigo) => {
      const estructural = anormal({ cg_alteraciones: [codigo], cg_alteraciones_otra: 'x', cg_n_trisomias_polisomias: 0 });
      expect(validarDiagnostico(estructural, 'borrador').errores).toEqual({
        cg_n_estructurales: 'Ha marcado una alteración estructural: el número de alteraciones estructurales debe ser al menos 1.',
      });
    },
  );

  test('the ISCN formula gives the metaphases of each clone in brackets', () => {
    expect(validarDiagnostico(anormal({ cg_formula_iscn: '47,XY,+8' }), 'borrador').avisos).toEqual({
      cg_formula_iscn: 'Indique el número de metafases de cada clon entre corchetes.',
    });
  });

  test('W05: a normal karyotype with fewer than 20 metaphases', () => {
    expect(validarDiagnostico({ cg_n_metafases: 19 }).avisos).toEqual({
      cg_n_metafases: 'Cariotipo normal con menos de 20 metafases analizadas: el resultado puede no ser representativo.',
    });
    expect(validarDiagnostico(anormal({ cg_n_metafases: 19 }), 'borrador').avisos).toEqual({});
  });

  test('a fusion found by RT-PCR with a normal karyotype is cryptic', () => {
    expect(validarDiagnostico({ rtpcr_runx1_runx1t1: 'POSITIVO' }, 'borrador').avisos).toMatchObject({
      rtpcr_runx1_runx1t1: 'Fusión críptica detectada por RT-PCR con cariotipo normal: compruebe.',
    });
    const t821 = anormal({ cg_alteraciones: ['T_8_21'], cg_n_trisomias_polisomias: 0, cg_n_estructurales: 1, rtpcr_runx1_runx1t1: 'POSITIVO' });
    expect(validarDiagnostico(t821, 'borrador').avisos).not.toHaveProperty('rtpcr_runx1_runx1t1');
  });
});
