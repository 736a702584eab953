import { expect, test } from '@jest/globals';
import { casoNumero, diagnosticoCon } from './casos-riesgo-eln2022.fixture';
import { calcularRiesgoMolecular } from './riesgo-molecular';

test.each([
  [4, 'FAVORABLE'],
  [6, 'ADVERSO'],
  [13, 'ADVERSO'],
  [23, 'NO_EVALUABLE'],
  [25, 'NO_APLICA'],
])('eln2022-risk.md §7 molecular fixture: case %i → %s', (numero, riesgo) => {
  expect(calcularRiesgoMolecular(casoNumero(numero).diagnostico)).toBe(riesgo);
});

test.each([
  ['TP53 ≥ 10 % is adverse over NPM1', { npm1: 'MUTADO', tp53: 'MUTADO', tp53_vaf_pct: 10 }, 'ADVERSO'],
  ['CEBPA bZIP is favourable, also with FLT3-ITD', { cebpa: 'BIALELICO_BZIP_INFRAME', flt3_itd: 'POSITIVO' }, 'FAVORABLE'],
  ['an MR gene without a favourable subtype is adverse', { bcor: 'MUTADO' }, 'ADVERSO'],
  ['no molecular marker is intermediate, whatever the karyotype', { cg_resultado: 'FALLIDO', kmt2a_ptd: 'POSITIVO' }, 'INTERMEDIO'],
  ['NPM1 without FLT3-ITD needs no MR genes', { npm1: 'MUTADO', asxl1: 'NO_REALIZADO' }, 'FAVORABLE'],
  ['NPM1 with FLT3-ITD unknown is not evaluable', { npm1: 'MUTADO', flt3_itd: 'NO_REALIZADO' }, 'NO_EVALUABLE'],
  ['TP53 not studied decides over NPM1', { npm1: 'MUTADO', tp53: 'PENDIENTE' }, 'NO_EVALUABLE'],
  ['TP53 mutated without VAF decides over CEBPA', { cebpa: 'BZIP_INFRAME_MONOALELICO', tp53: 'MUTADO' }, 'NO_EVALUABLE'],
])('%s', (_, diferencias, riesgo) => {
  expect(calcularRiesgoMolecular(diagnosticoCon(diferencias))).toBe(riesgo);
});

test('a record that is not an object is not evaluable', () => {
  // @ts-expect-error: a record read from storage may be null, whatever its type says
  expect(calcularRiesgoMolecular(null)).toBe('NO_EVALUABLE');
});
