import { describe, expect, it } from '@jest/globals';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Registro } from '../../fields/campo';
import { normalizarRegistro } from '../../fields/normalizar-registro';
import type { Modo } from '../../fields/registro-de';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { calculadosEmr, camposEmr, derivarEmr, reglasEmr } from './bloque-emr';

const CAMPOS = [
  defineField({ kind: 'enum', name: 'con_emr', label: 'Con EMR', catalogo: SI_NO, required: 'siempre' }),
  ...camposEmr('cons_', (registro) => registro.con_emr === 'SI'),
];
const REGLAS = reglasEmr('cons_');
const DIAGNOSTICO = { npm1: 'MUTADO', cmf_laip: 'SI', cg_alteraciones: ['T_8_21'], rtpcr_cbfb_myh11: 'NEGATIVO' };
const CONTEXTO = contextoDe({ diagnostico: DIAGNOSTICO });

const VALIDA: Registro = {
  con_emr: 'SI',
  cons_emr_fecha: '2024-03-01',
  cons_emr_cmf_resultado: 'POSITIVA',
  cons_emr_cmf_pct: 0.25,
  cons_emr_cmf_material: 'MO',
  cons_emr_npm1_resultado: 'POSITIVA',
  cons_emr_npm1_ratio_pct: 0.5,
  cons_emr_npm1_material: 'SP',
};

function validar(cambios: Registro, modo: Modo = 'completo', contexto: ContextoEtapa = CONTEXTO) {
  return normalizarRegistro(CAMPOS, { ...VALIDA, ...cambios }, modo, { reglas: REGLAS, contexto });
}

describe('campos del bloque EMR', () => {
  it('names every variable with the prefix and the dictionary labels', () => {
    expect(camposEmr('ind_mr_').map((campo) => [campo.name, campo.label])).toEqual([
      ['ind_mr_emr_fecha', 'Fecha de la muestra de EMR'],
      ['ind_mr_emr_cmf_resultado', 'EMR por citometría de flujo'],
      ['ind_mr_emr_cmf_pct', 'Células residuales (% de leucocitos CD45⁺)'],
      ['ind_mr_emr_cmf_lod_pct', 'Límite de detección'],
      ['ind_mr_emr_cmf_material', 'Material (citometría)'],
      ['ind_mr_emr_npm1_resultado', 'EMR NPM1 (qPCR)'],
      ['ind_mr_emr_npm1_ratio_pct', 'NPM1 mutado / ABL1 ×100'],
      ['ind_mr_emr_npm1_material', 'Material (qPCR NPM1)'],
      ['ind_mr_emr_pcr_otra_diana', 'Otra diana qPCR'],
      ['ind_mr_emr_pcr_otra_resultado', 'Resultado (otra diana)'],
      ['ind_mr_emr_pcr_otra_ratio_pct', 'Diana / ABL1 ×100'],
    ]);
    expect(calculadosEmr('cons_').map((campo) => campo.name)).toEqual(['cons_emr_estado']);
  });

  it('a valid complete block passes', () => {
    expect(validar({})).toMatchObject({ errores: {}, avisos: {} });
  });

  it('an empty block defaults to «No realizada» and needs no date', () => {
    const { datos, errores } = validar({ con_emr: 'SI', cons_emr_fecha: null, cons_emr_cmf_resultado: null, cons_emr_npm1_resultado: null });
    expect(errores).toEqual({});
    expect([datos.cons_emr_cmf_resultado, datos.cons_emr_npm1_resultado, datos.cons_emr_cmf_pct, datos.cons_emr_cmf_material]).toEqual([
      'NO_REALIZADA',
      'NO_REALIZADA',
      null,
      null,
    ]);
  });

  it('a hidden block is cleared', () => {
    const { datos, errores } = validar({ con_emr: 'NO' });
    expect(errores).toEqual({});
    expect([datos.cons_emr_fecha, datos.cons_emr_cmf_resultado, datos.cons_emr_npm1_ratio_pct]).toEqual([null, null, null]);
  });

  it('any result needs the sample date; each result asks for its own details', () => {
    expect(
      validar({
        cons_emr_fecha: null,
        cons_emr_cmf_pct: null,
        cons_emr_cmf_material: null,
        cons_emr_npm1_ratio_pct: null,
        cons_emr_npm1_material: null,
        cons_emr_pcr_otra_diana: 'WT1',
      }).errores,
    ).toEqual({
      cons_emr_fecha: 'Este campo es obligatorio.',
      cons_emr_cmf_pct: 'Este campo es obligatorio.',
      cons_emr_cmf_material: 'Este campo es obligatorio.',
      cons_emr_npm1_ratio_pct: 'Este campo es obligatorio.',
      cons_emr_npm1_material: 'Este campo es obligatorio.',
      cons_emr_pcr_otra_resultado: 'Este campo es obligatorio.',
    });
    expect(validar({ cons_emr_pcr_otra_diana: 'WT1', cons_emr_pcr_otra_resultado: 'POSITIVA' }).errores).toEqual({
      cons_emr_pcr_otra_ratio_pct: 'Este campo es obligatorio.',
    });
  });

  it('a negative flow cytometry hides the percentage; a non-valorable NPM1 keeps an optional material', () => {
    const { datos, errores } = validar({ cons_emr_cmf_resultado: 'NEGATIVA', cons_emr_npm1_resultado: 'NO_VALORABLE', cons_emr_npm1_material: null });
    expect(errores).toEqual({});
    expect([datos.cons_emr_cmf_pct, datos.cons_emr_npm1_ratio_pct]).toEqual([null, null]);
  });
});

describe('reglas del bloque EMR', () => {
  it('the flow-cytometry result must agree with the 0.1 % threshold', () => {
    const mensaje = { cons_emr_cmf_pct: 'El resultado no es coherente con el porcentaje: el umbral de positividad es 0,1 %.' };
    expect(validar({ cons_emr_cmf_pct: 0.05 }, 'borrador').errores).toEqual(mensaje);
    expect(validar({ cons_emr_cmf_resultado: 'POSITIVA_BAJO_UMBRAL', cons_emr_cmf_pct: 0.1 }).errores).toEqual(mensaje);
    expect(validar({ cons_emr_cmf_resultado: 'POSITIVA_BAJO_UMBRAL', cons_emr_cmf_pct: 0.09 }).errores).toEqual({});
    expect(validar({ cons_emr_cmf_pct: 0.1 }).errores).toEqual({});
  });

  it('warns on a flow-cytometry result without an aberrant phenotype at diagnosis', () => {
    const sinLaip = contextoDe({ diagnostico: { ...DIAGNOSTICO, cmf_laip: 'NO' } });
    expect(validar({}, 'completo', sinLaip).avisos).toEqual({ cons_emr_cmf_resultado: 'No consta fenotipo aberrante al diagnóstico.' });
    expect(validar({ cons_emr_cmf_resultado: 'NO_VALORABLE', cons_emr_cmf_pct: null }, 'completo', sinLaip).avisos).toEqual({});
  });

  it('NPM1 MRD only when NPM1 was mutated at diagnosis', () => {
    const noMutado = contextoDe({ diagnostico: { ...DIAGNOSTICO, npm1: 'NO_MUTADO' } });
    expect(validar({}, 'borrador', noMutado).errores).toEqual({
      cons_emr_npm1_resultado: 'No puede registrarse EMR de NPM1 si NPM1 no está mutado al diagnóstico.',
    });
    expect(validar({ cons_emr_npm1_resultado: 'NO_APLICA' }, 'completo', noMutado).errores).toEqual({});
  });

  it('a fusion target must have been detected at diagnosis (karyotype, FISH or RT-PCR)', () => {
    const otra = { cons_emr_pcr_otra_resultado: 'NEGATIVA' };
    expect(validar({ ...otra, cons_emr_pcr_otra_diana: 'RUNX1_RUNX1T1' }).errores).toEqual({});
    expect(validar({ ...otra, cons_emr_pcr_otra_diana: 'CBFB_MYH11' }).errores).toEqual({
      cons_emr_pcr_otra_diana: 'La diana de EMR no se detectó al diagnóstico.',
    });
    const porFish = contextoDe({ diagnostico: DIAGNOSTICO, diagnostico_fish: [{ fish_sonda: 'FISH_CBFB', fish_resultado: 'POSITIVO' }] });
    expect(validar({ ...otra, cons_emr_pcr_otra_diana: 'CBFB_MYH11' }, 'completo', porFish).errores).toEqual({});
    const porRtPcr = contextoDe({ diagnostico: { ...DIAGNOSTICO, rtpcr_cbfb_myh11: 'POSITIVO' } });
    expect(validar({ ...otra, cons_emr_pcr_otra_diana: 'CBFB_MYH11' }, 'completo', porRtPcr).errores).toEqual({});
    expect(validar({ ...otra, cons_emr_pcr_otra_diana: 'KMT2A_MLLT3' }).errores).toEqual({});
  });

  it('G09 and G10 on the sample date', () => {
    expect(validar({ cons_emr_fecha: '2024-01-10' }).errores).toEqual({
      cons_emr_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    const fallecido = contextoDe({ diagnostico: DIAGNOSTICO, muerte: { muerte_fecha: '2024-02-28' } });
    expect(validar({}, 'completo', fallecido).errores).toEqual({
      cons_emr_fecha: 'El paciente falleció el 28/02/2024: no se pueden registrar datos con fecha posterior.',
    });
  });
});

describe('derivarEmr', () => {
  it('R-12: NPM1 qPCR positive below 2 % with negative flow cytometry is low-level MRD', () => {
    const registro = { ...VALIDA, cons_emr_cmf_resultado: 'NEGATIVA', cons_emr_cmf_pct: null };
    expect(derivarEmr(registro, 'cons_')).toEqual({ cons_emr_estado: 'POSITIVA_BAJA' });
  });

  it('R-14: flow cytometry positive without a qPCR target', () => {
    expect(derivarEmr({ cons_emr_cmf_resultado: 'POSITIVA', cons_emr_cmf_pct: 0.3, cons_emr_npm1_resultado: 'NO_REALIZADA' }, 'cons_')).toEqual({
      cons_emr_estado: 'POSITIVA',
    });
  });

  it('a hidden (empty) block has no status', () => {
    expect(derivarEmr({ cons_emr_fecha: null, cons_emr_cmf_resultado: null }, 'cons_')).toEqual({ cons_emr_estado: null });
  });
});
