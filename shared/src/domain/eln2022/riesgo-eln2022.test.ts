import { describe, expect, test } from '@jest/globals';
import { CASOS_ADICIONALES, CASOS_OBLIGATORIOS, diagnosticoCon, GENES_MR_FIXTURE } from './casos-riesgo-eln2022.fixture';
import { clasificarRiesgoEln2022 } from './riesgo-eln2022';

const fish = (fish_sonda: string, fish_resultado: string) => ({ fish_sonda, fish_resultado });

const SIN_CARIOTIPO = {
  cg_resultado: 'FALLIDO',
  cg_alteraciones: [],
  cg_n_anomalias: null,
  cg_n_monosomias_autosomicas: null,
  cg_n_trisomias_polisomias: null,
  cg_n_estructurales: null,
};

describe('eln2022-risk.md §7 worked examples', () => {
  test('there are the 25 mandatory cases and the 12 additional ones', () => {
    expect(CASOS_OBLIGATORIOS.map((caso) => caso.numero)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(CASOS_ADICIONALES.map((caso) => caso.numero)).toEqual(Array.from({ length: 12 }, (_, i) => i + 26));
  });

  test.each([...CASOS_OBLIGATORIOS, ...CASOS_ADICIONALES])('case $numero → $riesgo', ({ diagnostico, riesgo, faltan, avisos }) => {
    expect(clasificarRiesgoEln2022(diagnostico)).toEqual({ riesgo, faltan, avisos });
  });
});

describe('KMT2A rearrangement with unresolved partner (§2.2)', () => {
  const reordenado = { ...SIN_CARIOTIPO, diagnostico_fish: [fish('FISH_KMT2A', 'POSITIVO')] };
  const excluido = {
    cg_resultado: 'NORMAL',
    diagnostico_fish: [fish('FISH_KMT2A', 'POSITIVO')],
  };

  test('KMT2A::MLLT3 found is t(9;11): intermediate with a normal karyotype', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...excluido, rtpcr_kmt2a_mllt3: 'POSITIVO' })).riesgo).toBe('INTERMEDIO');
  });

  test('KMT2A::MLLT3 excluded leaves another partner: adverse without karyotype once CBF is excluded', () => {
    const sinCbf = { rtpcr_runx1_runx1t1: 'NEGATIVO', rtpcr_cbfb_myh11: 'NEGATIVO' };
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...reordenado, rtpcr_kmt2a_mllt3: 'NEGATIVO' })).faltan).toEqual([
      'cg_resultado',
      'rtpcr_runx1_runx1t1',
      'rtpcr_cbfb_myh11',
    ]);
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...reordenado, ...sinCbf, rtpcr_kmt2a_mllt3: 'NEGATIVO' })).riesgo).toBe('ADVERSO');
  });

  test('with a normal karyotype only the partner is missing', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon(excluido))).toEqual({
      riesgo: 'NO_EVALUABLE',
      faltan: ['cg_resultado', 'rtpcr_kmt2a_mllt3'],
      avisos: [],
    });
  });

  test('a karyotype that names the partner resolves it', () => {
    const t911 = { ...excluido, cg_resultado: 'ANORMAL', cg_alteraciones: ['T_9_11'], cg_n_anomalias: 1, cg_n_estructurales: 1 };
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...t911, cg_n_monosomias_autosomicas: 0, cg_n_trisomias_polisomias: 0 })).riesgo).toBe(
      'INTERMEDIO',
    );
  });

  test('KMT2A-PTD never counts as a KMT2A rearrangement', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ kmt2a_ptd: 'POSITIVO', npm1: 'MUTADO' })).riesgo).toBe('FAVORABLE');
  });
});

describe('lesion sources (§2.1)', () => {
  test.each([
    ['i(17q) counts as abn(17p)', { cg_resultado: 'ANORMAL', cg_alteraciones: ['I_17Q'], cg_n_anomalias: 1, cg_n_estructurales: 1 }, 'ADVERSO'],
    ['del(7q) is not −7', { cg_resultado: 'ANORMAL', cg_alteraciones: ['DEL_7Q'], cg_n_anomalias: 1, cg_n_estructurales: 1 }, 'INTERMEDIO'],
    ['FISH del(7q) is not −7', { diagnostico_fish: [fish('FISH_DEL_7Q', 'POSITIVO')] }, 'INTERMEDIO'],
    ['a cryptic CBFB::MYH11 wins over a normal karyotype', { rtpcr_cbfb_myh11: 'POSITIVO', tp53: 'MUTADO', tp53_vaf_pct: 50 }, 'FAVORABLE'],
    ['FISH MECOM rearranged', { diagnostico_fish: [fish('FISH_MECOM', 'POSITIVO')] }, 'ADVERSO'],
    ['t(3q26.2;v)', { cg_resultado: 'ANORMAL', cg_alteraciones: ['T_3Q26_V'], cg_n_anomalias: 1, cg_n_estructurales: 1 }, 'ADVERSO'],
    ['t(8;16)', { cg_resultado: 'ANORMAL', cg_alteraciones: ['T_8_16'], cg_n_anomalias: 1, cg_n_estructurales: 1 }, 'ADVERSO'],
    ['DEK::NUP214 by RT-PCR', { rtpcr_dek_nup214: 'POSITIVO', npm1: 'MUTADO' }, 'ADVERSO'],
    ['positive and negative rows of one probe: positive wins', { diagnostico_fish: [fish('FISH_DEL_5Q', 'NEGATIVO'), fish('FISH_DEL_5Q', 'POSITIVO')] }, 'ADVERSO'],
  ])('%s', (_, diferencias, riesgo) => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ cg_n_monosomias_autosomicas: 0, cg_n_trisomias_polisomias: 0, ...diferencias })).riesgo).toBe(
      riesgo,
    );
  });

  test.each([
    ['entidad', { entidad: 'LPA' }],
    ['entidad_oms2022', { entidad_oms2022: 'LPA_PML_RARA' }],
    ['entidad_icc2022 PML::RARA', { entidad_icc2022: 'APL_PML_RARA' }],
    ['entidad_icc2022 other RARA', { entidad_icc2022: 'APL_OTRO_RARA' }],
    ['FISH PML::RARA', { diagnostico_fish: [fish('FISH_PML_RARA', 'POSITIVO')] }],
    ['FISH RARA', { diagnostico_fish: [fish('FISH_RARA', 'POSITIVO')] }],
    ['RT-PCR PML::RARA', { rtpcr_pml_rara: 'POSITIVO' }],
  ])('APL from %s does not apply (R1), even with missing data', (_, diferencias) => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...SIN_CARIOTIPO, npm1: 'PENDIENTE', ...diferencias }))).toEqual({
      riesgo: 'NO_APLICA',
      faltan: [],
      avisos: [],
    });
  });
});

describe('complex karyotype exclusions (R3)', () => {
  const complejo = { cg_resultado: 'ANORMAL', cg_n_anomalias: 3, cg_n_monosomias_autosomicas: 0, cg_n_trisomias_polisomias: 1, cg_n_estructurales: 2 };

  test.each([['T_1_22'], ['NUP98_R'], ['OTRA_TRANSLOCACION_RECURRENTE']])('%s is another recurring abnormality: not complex', (codigo) => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...complejo, cg_alteraciones: [codigo, 'TRISOMIA_8'] })).riesgo).toBe('INTERMEDIO');
  });

  test('a cryptic NUP98 rearrangement by FISH also excludes it', () => {
    const diagnostico = diagnosticoCon({ ...complejo, cg_alteraciones: ['OTRA'], diagnostico_fish: [fish('FISH_NUP98', 'POSITIVO')] });
    expect(clasificarRiesgoEln2022(diagnostico).riesgo).toBe('INTERMEDIO');
  });

  test('without an exclusion three abnormalities are adverse', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...complejo, cg_alteraciones: ['OTRA'] })).riesgo).toBe('ADVERSO');
  });
});

describe('missing data (§4)', () => {
  test('an abnormal karyotype without its counts asks for the counts that decide', () => {
    const diagnostico = diagnosticoCon({ ...SIN_CARIOTIPO, cg_resultado: 'ANORMAL', cg_alteraciones: ['OTRA'], npm1: 'MUTADO' });
    expect(clasificarRiesgoEln2022(diagnostico)).toEqual({
      riesgo: 'NO_EVALUABLE',
      faltan: ['cg_n_anomalias', 'cg_n_monosomias_autosomicas', 'cg_n_trisomias_polisomias', 'cg_n_estructurales'],
      avisos: [],
    });
  });

  test('two abnormalities and one monosomy: only the structural count decides', () => {
    const recuentos = { cg_n_anomalias: 2, cg_n_monosomias_autosomicas: 1, cg_n_trisomias_polisomias: 0, cg_n_estructurales: null };
    const diagnostico = diagnosticoCon({ cg_resultado: 'ANORMAL', cg_alteraciones: ['OTRA'], ...recuentos });
    expect(clasificarRiesgoEln2022(diagnostico).faltan).toEqual(['cg_n_estructurales']);
  });

  test('TP53 not studied is reported as tp53, after the karyotype, in §4.2 order', () => {
    const diagnostico = diagnosticoCon({ cg_resultado: null, npm1: 'MUTADO', tp53: 'NO_REALIZADO', cebpa: 'PENDIENTE' });
    const cariotipo = ['cg_resultado', 'rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11', 'rtpcr_kmt2a_mllt3'];
    expect(clasificarRiesgoEln2022(diagnostico).faltan).toEqual([...cariotipo, 'tp53']);
  });

  test('unknown NPM1 and CEBPA type are reported when they decide', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ npm1: 'PENDIENTE', cebpa: 'MUTADO_TIPO_DESCONOCIDO' })).faltan).toEqual(['npm1', 'cebpa']);
  });

  test('only the MR genes not yet known are asked for', () => {
    const diagnostico = diagnosticoCon({ asxl1: 'PENDIENTE', runx1: null, bcor: 'NO_MUTADO' });
    expect(clasificarRiesgoEln2022(diagnostico).faltan).toEqual(['asxl1', 'runx1']);
  });

  test('with −7 proven but CBF not excluded the result is not evaluable', () => {
    const diagnostico = diagnosticoCon({ ...SIN_CARIOTIPO, diagnostico_fish: [fish('FISH_MONO_7', 'POSITIVO')] });
    expect(clasificarRiesgoEln2022(diagnostico).faltan).toEqual(['cg_resultado', 'rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11']);
  });
});

describe('warnings (§5)', () => {
  test('W05: normal karyotype with fewer than 20 metaphases', () => {
    expect(clasificarRiesgoEln2022(diagnosticoCon({ cg_n_metafases: 19 })).avisos).toEqual(['W05']);
    expect(clasificarRiesgoEln2022(diagnosticoCon({ cg_n_metafases: null })).avisos).toEqual([]);
  });

  test('W01 with an adverse fusion, W03 with an MR gene', () => {
    const cbf = diagnosticoCon({ rtpcr_runx1_runx1t1: 'POSITIVO', rtpcr_bcr_abl1: 'POSITIVO' });
    expect(clasificarRiesgoEln2022(cbf)).toEqual({ riesgo: 'FAVORABLE', faltan: [], avisos: ['W01'] });
    const t911 = diagnosticoCon({ rtpcr_kmt2a_mllt3: 'POSITIVO', stag2: 'MUTADO' });
    expect(clasificarRiesgoEln2022(t911)).toEqual({ riesgo: 'INTERMEDIO', faltan: [], avisos: ['W03'] });
  });

  test('W08 and W09 need the rule that decides: not raised when adverse cytogenetics decide in every completion', () => {
    const monosomia7 = { rtpcr_bcr_abl1: 'POSITIVO' };
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...monosomia7, npm1: 'MUTADO', flt3_itd: 'POSITIVO', srsf2: 'MUTADO' })).avisos).toEqual([]);
    expect(clasificarRiesgoEln2022(diagnosticoCon({ ...monosomia7, npm1: 'MUTADO', tp53: 'MUTADO', tp53_vaf_pct: 20 })).avisos).toEqual([]);
  });

  test('W09 is raised when R5 decides in some completion of a decided result', () => {
    const sinCariotipoExcluido = {
      ...SIN_CARIOTIPO,
      rtpcr_runx1_runx1t1: 'NEGATIVO',
      rtpcr_cbfb_myh11: 'NEGATIVO',
      diagnostico_fish: [fish('FISH_KMT2A', 'NEGATIVO')],
    };
    const diagnostico = diagnosticoCon({ ...sinCariotipoExcluido, cebpa: 'BIALELICO_BZIP_INFRAME', tp53: 'MUTADO', tp53_vaf_pct: 15 });
    expect(clasificarRiesgoEln2022(diagnostico)).toEqual({ riesgo: 'ADVERSO', faltan: [], avisos: ['W09'] });
  });

  test('W02 is not raised while the result is not evaluable; W04 and W06 are', () => {
    const diagnostico = diagnosticoCon({
      cebpa: 'BZIP_INFRAME_MONOALELICO',
      flt3_itd: 'POSITIVO',
      flt3_itd_ratio: '0,5',
      tp53: 'MUTADO',
      tp53_vaf_pct: '5',
      ...Object.fromEntries(GENES_MR_FIXTURE.map((gen) => [gen, 'PENDIENTE'])),
      cg_resultado: 'NO_REALIZADO',
    });
    expect(clasificarRiesgoEln2022(diagnostico)).toMatchObject({ riesgo: 'NO_EVALUABLE', avisos: ['W04', 'W06'] });
  });
});

describe('robustness to raw input', () => {
  test('an empty record lacks the karyotype and every molecular result', () => {
    expect(clasificarRiesgoEln2022({})).toEqual({
      riesgo: 'NO_EVALUABLE',
      faltan: ['cg_resultado', 'rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11', 'rtpcr_kmt2a_mllt3', 'tp53', 'npm1', 'flt3_itd', 'cebpa', ...GENES_MR_FIXTURE],
      avisos: [],
    });
  });

  test('numbers typed as text, padded codes and malformed FISH rows are read like clean values', () => {
    const crudo = diagnosticoCon({
      cg_resultado: ' ANORMAL ',
      cg_alteraciones: ['OTRA', 7, null],
      cg_n_anomalias: '2',
      cg_n_monosomias_autosomicas: '2',
      cg_n_trisomias_polisomias: '0',
      cg_n_estructurales: '0',
      diagnostico_fish: [null, 'FISH_MONO_7', { fish_sonda: 'FISH_MONO_7' }],
    });
    expect(clasificarRiesgoEln2022(crudo)).toEqual({ riesgo: 'ADVERSO', faltan: [], avisos: [] });
  });

  test.each([null, undefined, 'texto', 42, []])('%p as the record does not throw', (valor) => {
    // @ts-expect-error: values that are not a record at all
    expect(clasificarRiesgoEln2022(valor).riesgo).toBe('NO_EVALUABLE');
  });
});
