import { describe, expect, it } from '@jest/globals';
import { ESQUEMA_CONSOLIDACION } from '../../catalogues/esquema-consolidacion';
import { ESQUEMA_INDUCCION } from '../../catalogues/esquema-induccion';
import { ESQUEMA_MANTENIMIENTO } from '../../catalogues/esquema-mantenimiento';
import type { Registro } from '../../fields/campo';
import { contextoDe } from '../expediente.fixture';
import { reglaDianaEsquema } from './regla-diana-esquema';

const SIN_DIANAS: Registro = { flt3_itd: 'NEGATIVO', flt3_tkd: 'NEGATIVO', idh1: 'NO_MUTADO', idh2: 'NO_MUTADO' };
const induccion = reglaDianaEsquema('ind1_esquema', ESQUEMA_INDUCCION);
const mantenimiento = reglaDianaEsquema('pc_esquema', ESQUEMA_MANTENIMIENTO);
const consolidacion = reglaDianaEsquema('cons_esquema', ESQUEMA_CONSOLIDACION);

const con = (diagnostico: Registro, entidad = 'LMA') => contextoDe({ diagnostico: { ...SIN_DIANAS, ...diagnostico }, paciente: { entidad } });

describe('X33: agente dirigido frente a la genética', () => {
  it('midostaurin needs FLT3-ITD or TKD', () => {
    const esquema = { ind1_esquema: 'ANTRA_ARAC_MIDOSTAURINA' };
    expect(induccion.validar(esquema, con({}))).toBe('El esquema incluye midostaurina, pero no consta la alteración diana (FLT3 (ITD o TKD)). Revise.');
    expect(induccion.validar(esquema, con({ flt3_tkd: 'POSITIVO' }))).toBeNull();
    expect(consolidacion.validar({ cons_esquema: 'HIDAC_MIDOSTAURINA' }, con({ flt3_itd: 'POSITIVO' }))).toBeNull();
  });

  it('quizartinib and sorafenib need FLT3-ITD; a TKD is not enough', () => {
    expect(induccion.validar({ ind1_esquema: 'VEN_HMA_QUIZARTINIB' }, con({ flt3_tkd: 'POSITIVO' }))).toBe(
      'El esquema incluye quizartinib, pero no consta la alteración diana (FLT3-ITD). Revise.',
    );
    expect(mantenimiento.validar({ pc_esquema: 'SORAFENIB' }, con({ flt3_itd: 'POSITIVO' }))).toBeNull();
  });

  it('gilteritinib needs FLT3 positive at diagnosis', () => {
    expect(mantenimiento.validar({ pc_esquema: 'GILTERITINIB' }, con({}))).toBe(
      'El esquema incluye gilteritinib, pero no consta la alteración diana (FLT3). Revise.',
    );
    expect(induccion.validar({ ind1_esquema: 'GILTERITINIB' }, con({ flt3_itd: 'POSITIVO' }))).toBeNull();
  });

  it('ivosidenib needs IDH1 R132; enasidenib IDH2 R140 or R172', () => {
    expect(induccion.validar({ ind1_esquema: 'AZA_IVOSIDENIB' }, con({ idh1: 'OTRA' }))).toBe(
      'El esquema incluye ivosidenib, pero no consta la alteración diana (IDH1 R132). Revise.',
    );
    expect(induccion.validar({ ind1_esquema: 'AZA_IVOSIDENIB' }, con({ idh1: 'R132' }))).toBeNull();
    expect(mantenimiento.validar({ pc_esquema: 'ENASIDENIB' }, con({}))).toBe(
      'El esquema incluye enasidenib, pero no consta la alteración diana (IDH2). Revise.',
    );
    expect(mantenimiento.validar({ pc_esquema: 'ENASIDENIB' }, con({ idh2: 'R172' }))).toBeNull();
  });

  it('regimens for APL need the entity LPA', () => {
    expect(consolidacion.validar({ cons_esquema: 'ATRA_ATO' }, con({}))).toBe(
      'El esquema incluye ATRA y trióxido de arsénico, pero no consta la alteración diana (LPA). Revise.',
    );
    expect(induccion.validar({ ind1_esquema: 'ATRA_IDA' }, con({}, 'LPA'))).toBeNull();
  });

  it('schemes without a target, and no scheme, are not checked', () => {
    expect(induccion.validar({ ind1_esquema: 'IDA_ARAC_3_7' }, con({}))).toBeNull();
    expect(induccion.validar({ ind1_esquema: null }, con({}))).toBeNull();
  });
});
