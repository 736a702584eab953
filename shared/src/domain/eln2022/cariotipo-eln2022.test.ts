import { expect, test } from '@jest/globals';
import { cariotipoComplejo, cariotipoMonosomico } from './cariotipo-eln2022';
import { casoNumero, diagnosticoCon } from './casos-riesgo-eln2022.fixture';

test.each([
  [1, false, false],
  [8, false, false],
  [16, true, false],
  [17, false, false],
  [18, false, true],
  [19, false, true],
  [32, false, false],
  [35, false, false],
  [36, false, true],
])('eln2022-risk.md §7 case %i: complex %p, monosomal %p', (numero, complejo, monosomico) => {
  const { diagnostico } = casoNumero(numero);
  expect([cariotipoComplejo(diagnostico), cariotipoMonosomico(diagnostico)]).toEqual([complejo, monosomico]);
});

const sinCariotipo = { cg_resultado: 'FALLIDO', cg_n_anomalias: null, cg_n_monosomias_autosomicas: null, cg_n_estructurales: null };

test('without a karyotype both are unknown', () => {
  const diagnostico = diagnosticoCon(sinCariotipo);
  expect([cariotipoComplejo(diagnostico), cariotipoMonosomico(diagnostico)]).toEqual([null, null]);
});

test('a proven CBF fusion excludes both even without a karyotype', () => {
  const diagnostico = diagnosticoCon({ ...sinCariotipo, rtpcr_cbfb_myh11: 'POSITIVO' });
  expect([cariotipoComplejo(diagnostico), cariotipoMonosomico(diagnostico)]).toEqual([false, false]);
});

test('a KMT2A rearrangement with unresolved partner is a class-defining lesion in every completion', () => {
  const diagnostico = diagnosticoCon({ ...sinCariotipo, diagnostico_fish: [{ fish_sonda: 'FISH_KMT2A', fish_resultado: 'POSITIVO' }] });
  expect(cariotipoComplejo(diagnostico)).toBe(false);
});

test('an abnormal karyotype without counts is unknown until they are given', () => {
  const anormal = { ...sinCariotipo, cg_resultado: 'ANORMAL', cg_alteraciones: ['OTRA'] };
  expect(cariotipoComplejo(diagnosticoCon(anormal))).toBeNull();
  expect(cariotipoComplejo(diagnosticoCon({ ...anormal, cg_n_anomalias: 2 }))).toBe(false);
});

test('another recurring translocation or APL excludes a complex karyotype', () => {
  const complejo = { cg_resultado: 'ANORMAL', cg_n_anomalias: 4, cg_n_trisomias_polisomias: 1, cg_n_estructurales: 3 };
  expect(cariotipoComplejo(diagnosticoCon({ ...complejo, cg_alteraciones: ['OTRA'] }))).toBe(true);
  expect(cariotipoComplejo(diagnosticoCon({ ...complejo, cg_alteraciones: ['NUP98_R'] }))).toBe(false);
  expect(cariotipoComplejo(diagnosticoCon({ ...complejo, cg_alteraciones: ['T_15_17'] }))).toBe(false);
  expect(cariotipoComplejo(diagnosticoCon({ ...complejo, cg_alteraciones: ['T_9_22'] }))).toBe(false);
});
