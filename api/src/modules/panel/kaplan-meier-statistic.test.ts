import assert from 'node:assert/strict';
import { test } from 'node:test';
import { casosSupervivencia } from './casos-supervivencia.fixture';
import { estimacionEn, kaplanMeier, medianaSupervivencia } from './kaplan-meier-statistic';
import { compararConR, preguntarAR, TIEMPOS_ESTIMACION } from './supervivencia-r.fixture';

test('Kaplan–Meier, sus límites al 95 %, la mediana y las estimaciones a 1, 2 y 5 años coinciden con survfit de R a 1e-9', () => {
  const casos = casosSupervivencia();
  const respuestas = preguntarAR(casos);
  let puntos = 0;
  casos.forEach((caso, c) => {
    caso.grupos.forEach((grupo, g) => {
      const curva = kaplanMeier(grupo);
      const estimaciones = TIEMPOS_ESTIMACION.flatMap((t) => {
        const estimacion = estimacionEn(curva, t);
        return estimacion === null ? [] : [{ t, ...estimacion }];
      });
      puntos += compararConR({ curva, mediana: medianaSupervivencia(curva), estimaciones }, respuestas[c]!, g, `${caso.nombre}, grupo ${g}`);
    });
  });
  assert.ok(puntos > 1_000, `solo ${puntos} puntos comparados`);
});
