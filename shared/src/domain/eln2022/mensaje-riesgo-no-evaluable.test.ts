import { expect, test } from '@jest/globals';
import { casoNumero, diagnosticoCon } from './casos-riesgo-eln2022.fixture';
import { mensajeRiesgoNoEvaluable } from './mensaje-riesgo-no-evaluable';

test.each([
  [21, 'Riesgo ELN 2022 no evaluable. Faltan: VAF de TP53.'],
  [22, 'Riesgo ELN 2022 no evaluable. Faltan: cariotipo (o estudio de DEK::NUP214, BCR::ABL1, MECOM); cariotipo (o FISH de 5q, 7 y 17p); cariotipo.'],
  [23, 'Riesgo ELN 2022 no evaluable. Faltan: genes relacionados con mielodisplasia: ASXL1, BCOR, EZH2, RUNX1, SF3B1, SRSF2, STAG2, U2AF1, ZRSR2.'],
  [
    31,
    'Riesgo ELN 2022 no evaluable. Faltan: cariotipo o compañero del reordenamiento de KMT2A; cariotipo (o estudio de DEK::NUP214, BCR::ABL1, MECOM); cariotipo (o FISH de 5q, 7 y 17p); cariotipo.',
  ],
  [33, 'Riesgo ELN 2022 no evaluable. Faltan: FLT3-ITD.'],
])('eln2022-risk.md §7 case %i', (numero, mensaje) => {
  expect(mensajeRiesgoNoEvaluable(casoNumero(numero).diagnostico)).toBe(mensaje);
});

test('texts of CBF, TP53 not studied, NPM1 and CEBPA', () => {
  const diagnostico = diagnosticoCon({ cg_resultado: 'NO_REALIZADO', tp53: 'PENDIENTE', npm1: 'PENDIENTE', cebpa: 'MUTADO_TIPO_DESCONOCIDO' });
  expect(mensajeRiesgoNoEvaluable(diagnostico)).toBe(
    'Riesgo ELN 2022 no evaluable. Faltan: cariotipo o estudio de RUNX1::RUNX1T1 / CBFB::MYH11; ' +
      'cariotipo o compañero del reordenamiento de KMT2A; cariotipo (o estudio de DEK::NUP214, BCR::ABL1, MECOM); ' +
      'cariotipo (o FISH de 5q, 7 y 17p); cariotipo; TP53; NPM1; CEBPA (tipo de mutación).',
  );
});

test('an evaluable risk has no message', () => {
  expect(mensajeRiesgoNoEvaluable(casoNumero(1).diagnostico)).toBeNull();
});
