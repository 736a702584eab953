import { describe, expect, test } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { validarDiagnostico } from './diagnostico-valido.fixture';

const G01 = 'Este campo es obligatorio.';
const G12 = 'Especifique el valor en el campo «Otro».';
const X28 = 'Indique al menos una alteración citogenética.';

const SMD = { neoplasia_previa: ['SMD'], neoplasia_previa_anio: 2020 };
const ANORMAL = {
  cg_resultado: 'ANORMAL',
  cg_formula_iscn: '47,XY,+8[20]',
  cg_alteraciones: ['TRISOMIA_8'],
  cg_n_anomalias: 1,
  cg_n_monosomias_autosomicas: 0,
  cg_n_trisomias_polisomias: 1,
  cg_n_estructurales: 0,
  riesgo_global: 'FAVORABLE',
};

type Caso = [campo: string, valor: unknown, visible: Registro, oculto: Registro, siFalta: string | null];

/** data-dictionary §3.3 «visible si» / «oblig. si»: shown (and required when stated) only when the condition holds. */
const CASOS: Caso[] = [
  ['motivo_no_intensivo', ['EDAD'], { candidato_intensivo: 'NO' }, {}, G01],
  ['motivo_no_intensivo_otro', 'x', { candidato_intensivo: 'NO', motivo_no_intensivo: ['OTRO'] }, { candidato_intensivo: 'NO', motivo_no_intensivo: ['EDAD'] }, G12],
  ['neoplasia_previa_otra', 'x', { neoplasia_previa: ['OTRA'], neoplasia_previa_anio: 2010 }, {}, G12],
  ['neoplasia_previa_anio', 2010, { neoplasia_previa: ['NEOPLASIA_LINFOIDE'] }, {}, G01],
  ['terapia_previa_tipo', ['ALQUILANTES'], { terapia_citotoxica_previa: 'SI' }, { terapia_citotoxica_previa: 'DESCONOCIDO' }, G01],
  ['terapia_previa_anio_fin', 2015, { terapia_citotoxica_previa: 'SI', terapia_previa_tipo: ['ALQUILANTES'] }, {}, null],
  ['hma_previo', 'NO', SMD, {}, G01],
  ['hma_previo', 'NO', { neoplasia_previa: ['SMD_NMP'], neoplasia_previa_anio: 2020 }, { neoplasia_previa: ['NMP'], neoplasia_previa_anio: 2020 }, G01],
  ['gen_germinal', 'DDX41', { predisposicion_germinal: 'SI' }, { predisposicion_germinal: 'DESCONOCIDO' }, G01],
  ['gen_germinal_confirmado', 'POSITIVO', { predisposicion_germinal: 'SI', gen_germinal: 'DDX41' }, {}, null],
  ['presentacion_otra', 'x', { presentacion: ['OTRA'] }, {}, G12],
  ['emd_sitios', ['PIEL'], { emd_diagnostico: 'SI' }, {}, G01],
  ['emd_sitios_otro', 'x', { emd_diagnostico: 'SI', emd_sitios: ['OTRO'] }, { emd_diagnostico: 'SI', emd_sitios: ['PIEL'] }, G12],
  ['snc_afectacion', 'NEGATIVO', { snc_estudiado: 'SI' }, {}, G01],
  ['ldh_lsn', 250, { ldh_lsn: null }, { ldh: null }, null],
  ['mo_fecha', '2024-01-15', { mo_fecha: null }, { mo_realizada: 'NO' }, null],
  ['mo_blastos_pct', 50, { mo_blastos_pct: null }, { mo_realizada: 'NO' }, G01],
  ['mo_aspirado_seco', true, { mo_aspirado_seco: null }, { mo_realizada: 'NO' }, null],
  ['displasia_multilinaje', 'SI', { displasia_multilinaje: null }, { mo_realizada: 'NO' }, null],
  ['cmf_marcadores_pos', ['CD33'], { cmf_marcadores_pos: [] }, { cmf_realizada: 'NO' }, G01],
  ['cmf_perfil', 'MONOCITICO', { cmf_perfil: null }, { cmf_realizada: 'NO' }, G01],
  ['cmf_laip', 'SI', { cmf_laip: null }, { cmf_realizada: 'NO' }, G01],
  ['cg_formula_iscn', '46,XY[20]', { ...ANORMAL, cg_formula_iscn: null }, { cg_resultado: 'FALLIDO', riesgo_global: 'NO_EVALUABLE' }, G01],
  ['cg_formula_iscn', '46,XY[20]', { cg_formula_iscn: null }, { cg_resultado: 'NO_REALIZADO', riesgo_global: 'NO_EVALUABLE' }, null],
  ['cg_n_metafases', 20, { cg_n_metafases: null }, { cg_resultado: 'FALLIDO', riesgo_global: 'NO_EVALUABLE' }, G01],
  ['cg_alteraciones', ['TRISOMIA_8'], { ...ANORMAL, cg_alteraciones: [] }, {}, X28],
  ['cg_alteraciones_otra', 'x', { ...ANORMAL, cg_alteraciones: ['OTRA'] }, ANORMAL, G12],
  ['cg_alteraciones_otra', 'x', { ...ANORMAL, cg_alteraciones: ['OTRA_TRANSLOCACION_RECURRENTE'], cg_n_trisomias_polisomias: 0, cg_n_estructurales: 1 }, ANORMAL, G12],
  ['cg_n_anomalias', 1, { ...ANORMAL, cg_n_anomalias: null }, {}, G01],
  ['cg_n_monosomias_autosomicas', 0, { ...ANORMAL, cg_n_monosomias_autosomicas: null }, {}, G01],
  ['cg_n_trisomias_polisomias', 0, { ...ANORMAL, cg_n_trisomias_polisomias: null }, {}, G01],
  ['cg_n_estructurales', 0, { ...ANORMAL, cg_n_estructurales: null }, {}, G01],
  ['npm1_tipo', 'A', { npm1_tipo: null }, { npm1: 'NO_MUTADO', riesgo_global: 'INTERMEDIO', riesgo_molecular: 'INTERMEDIO' }, null],
  ['npm1_ratio_diagnostico_pct', 12.5, { npm1_ratio_diagnostico_pct: null }, { npm1: 'PENDIENTE', riesgo_global: 'NO_EVALUABLE', riesgo_molecular: 'NO_EVALUABLE' }, null],
  ['flt3_itd_ratio', 0.5, { flt3_itd: 'POSITIVO', riesgo_global: 'INTERMEDIO', riesgo_molecular: 'INTERMEDIO' }, {}, null],
  ['flt3_itd_metodo', 'NGS', { flt3_itd_metodo: null }, { flt3_itd: 'PENDIENTE', riesgo_global: 'NO_EVALUABLE', riesgo_molecular: 'NO_EVALUABLE' }, G01],
  ['idh1_otra', 'p.R100Q', { idh1: 'OTRA' }, { idh1: 'R132' }, G12],
  ['idh2_otra', 'p.R100Q', { idh2: 'OTRA' }, { idh2: 'R140' }, G12],
  ['tp53_vaf_pct', 30, { tp53: 'MUTADO', riesgo_global: 'ADVERSO', riesgo_molecular: 'ADVERSO' }, {}, G01],
  ['tp53_n_mutaciones', 1, { tp53: 'MUTADO', tp53_vaf_pct: 30, riesgo_global: 'ADVERSO', riesgo_molecular: 'ADVERSO' }, {}, null],
  ['entidad_oms2022_otra', 'x', { entidad_oms2022: 'LMA_OTRAS_GENETICAS' }, {}, G12],
];

describe('branching of the diagnosis form', () => {
  test.each(CASOS)('%s', (campo, valor, visible, oculto, siFalta) => {
    const mostrado = validarDiagnostico({ ...visible, [campo]: valor });
    expect(mostrado.errores).toEqual({});
    expect(mostrado.data[campo]).toEqual(valor);
    expect(validarDiagnostico({ ...visible, [campo]: null }).errores[campo]).toBe(siFalta ?? undefined);
    const escondido = validarDiagnostico({ ...oculto, [campo]: valor });
    expect(escondido.errores).toEqual({});
    expect(escondido.data[campo]).toEqual(Array.isArray(valor) ? [] : null);
  });

  test('a draft may leave conditionally required fields empty (X30: the TP53 VAF is required only at completion)', () => {
    expect(validarDiagnostico({ tp53: 'MUTADO', riesgo_global: 'NO_EVALUABLE', riesgo_molecular: 'NO_EVALUABLE' }, 'borrador').errores).toEqual({});
  });

  test('the HCT-CI switches exist only when assessed, default false', () => {
    expect(validarDiagnostico({ hcti_evaluado: 'NO' }).data).toMatchObject({ hcti_diabetes: null, hcti_renal: null });
    expect(validarDiagnostico({ hcti_renal: null }).data).toMatchObject({ hcti_diabetes: true, hcti_renal: false });
  });

  test('the creatinine unit is asked only with a value, MG_DL by default', () => {
    expect(validarDiagnostico({ creatinina_unidad: null }).data.creatinina_unidad).toBe('MG_DL');
    expect(validarDiagnostico({ creatinina: null }).data.creatinina_unidad).toBeNull();
  });

  describe('KIT is asked only in CBF-AML', () => {
    const t821 = { ...ANORMAL, cg_formula_iscn: '46,XY,t(8;21)(q22;q22.1)[20]', cg_alteraciones: ['T_8_21'], cg_n_trisomias_polisomias: 0, cg_n_estructurales: 1 };
    test.each<[string, Registro]>([
      ['t(8;21) in the karyotype', t821],
      ['inv(16) in the karyotype', { ...t821, cg_alteraciones: ['INV_16'] }],
      ['RUNX1::RUNX1T1 by RT-PCR', { cg_resultado: 'NO_REALIZADO', rtpcr_runx1_runx1t1: 'POSITIVO' }],
      ['CBFB::MYH11 by RT-PCR', { cg_resultado: 'NO_REALIZADO', rtpcr_cbfb_myh11: 'POSITIVO' }],
      ['RUNX1::RUNX1T1 by FISH', { cg_resultado: 'FALLIDO', diagnostico_fish: [{ fish_sonda: 'FISH_RUNX1_RUNX1T1', fish_resultado: 'POSITIVO', fish_pct_nucleos: 80 }] }],
      ['CBFB by FISH', { cg_resultado: 'FALLIDO', diagnostico_fish: [{ fish_sonda: 'FISH_CBFB', fish_resultado: 'POSITIVO', fish_pct_nucleos: 80 }] }],
    ])('%s', (_caso, cbf) => {
      expect(validarDiagnostico({ ...cbf, kit: 'MUTADO' }, 'borrador').data.kit).toBe('MUTADO');
    });

    test('not without CBF evidence', () => {
      expect(validarDiagnostico({ kit: 'MUTADO', diagnostico_fish: [{ fish_sonda: 'FISH_CBFB', fish_resultado: 'NEGATIVO' }] }).data.kit).toBeNull();
    });
  });
});
