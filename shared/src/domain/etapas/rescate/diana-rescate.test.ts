import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { REGLA_DIANA_RESCATE } from './diana-rescate';
import { contextoRescate, DIAGNOSTICO_SIN_DIANAS } from './rescate-valido.fixture';

const SIN_DIANA_EN_RECAIDA: Registro = { recaida_id: 1, rec_fecha: '2024-09-01', rec_flt3_itd: 'NEGATIVO' };

function validar(esquema: string, diagnostico: Registro = {}, recaida: Registro = SIN_DIANA_EN_RECAIDA, extra: Registro = {}) {
  const contexto = contextoRescate({ diagnostico: { ...DIAGNOSTICO_SIN_DIANAS, ...diagnostico }, recaida: [recaida], ...extra });
  return REGLA_DIANA_RESCATE.validar({ rr_esquema: esquema, rr_recaida_id: 1 }, contexto);
}

describe('X33 en los esquemas de rescate', () => {
  it.each([
    ['QUIZARTINIB', 'quizartinib', 'FLT3-ITD'],
    ['FLAG_IDA_QUIZARTINIB', 'quizartinib', 'FLT3-ITD'],
    ['GILTERITINIB', 'gilteritinib', 'FLT3'],
    ['IVOSIDENIB', 'ivosidenib', 'IDH1 R132'],
    ['ENASIDENIB', 'enasidenib', 'IDH2'],
    ['INHIBIDOR_MENINA', 'un inhibidor de menina', 'KMT2A-r o NPM1'],
    ['ATO', 'trióxido de arsénico', 'LPA'],
  ])('%s sin la diana avisa', (esquema, farmaco, diana) => {
    expect(validar(esquema)).toBe(`El esquema incluye ${farmaco}, pero no consta la alteración diana (${diana}). Revise.`);
  });

  it('la diana al diagnóstico basta', () => {
    expect(validar('QUIZARTINIB', { flt3_itd: 'POSITIVO' })).toBeNull();
    expect(validar('GILTERITINIB', { flt3_tkd: 'POSITIVO' })).toBeNull();
    expect(validar('IVOSIDENIB', { idh1: 'R132' })).toBeNull();
    expect(validar('ENASIDENIB', { idh2: 'R172' })).toBeNull();
    expect(validar('ATO', {}, SIN_DIANA_EN_RECAIDA, { paciente: { entidad: 'LPA' } })).toBeNull();
  });

  it('o la diana en la recaída tratada', () => {
    expect(validar('QUIZARTINIB', {}, { ...SIN_DIANA_EN_RECAIDA, rec_flt3_itd: 'POSITIVO' })).toBeNull();
    expect(validar('GILTERITINIB', {}, { ...SIN_DIANA_EN_RECAIDA, rec_flt3_tkd: 'POSITIVO' })).toBeNull();
    expect(validar('IVOSIDENIB', {}, { ...SIN_DIANA_EN_RECAIDA, rec_idh1: 'R132' })).toBeNull();
    expect(validar('ENASIDENIB', {}, { ...SIN_DIANA_EN_RECAIDA, rec_idh2: 'R140' })).toBeNull();
    expect(validar('QUIZARTINIB', {}, { ...SIN_DIANA_EN_RECAIDA, recaida_id: 5, rec_flt3_itd: 'POSITIVO' })).not.toBeNull();
  });

  it('el inhibidor de menina necesita NPM1 mutado o un reordenamiento de KMT2A', () => {
    expect(validar('INHIBIDOR_MENINA', { npm1: 'MUTADO' })).toBeNull();
    expect(validar('INHIBIDOR_MENINA', { cg_alteraciones: ['T_V_11Q23'] })).toBeNull();
    expect(validar('INHIBIDOR_MENINA', { rtpcr_kmt2a_mllt3: 'POSITIVO' })).toBeNull();
    const fish = { diagnostico_fish: [{ fish_sonda: 'FISH_KMT2A', fish_resultado: 'POSITIVO' }] };
    expect(validar('INHIBIDOR_MENINA', {}, SIN_DIANA_EN_RECAIDA, fish)).toBeNull();
    expect(REGLA_DIANA_RESCATE.validar({ rr_esquema: 'INHIBIDOR_MENINA' }, contextoRescate({ diagnostico: null }))).not.toBeNull();
  });

  it('esquemas sin diana comprobable no avisan', () => {
    expect(validar('FLAG_IDA')).toBeNull();
    expect(validar('ILD')).toBeNull();
    expect(REGLA_DIANA_RESCATE.validar({ rr_esquema: null }, contextoRescate())).toBeNull();
  });
});
