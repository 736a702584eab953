import assert from 'node:assert/strict';
import { test } from 'node:test';
import { casosSupervivencia } from './casos-supervivencia.fixture';
import { estimacionEn, kaplanMeier, medianaSupervivencia } from './kaplan-meier';
import { preguntarAR, TIEMPOS_ESTIMACION } from './supervivencia-r.fixture';

const TOLERANCIA = 1e-9;

function igual(actual: number | null, esperado: number | null, donde: string): void {
  if (esperado === null || actual === null) return assert.equal(actual, esperado, donde);
  assert.ok(Math.abs(actual - esperado) <= TOLERANCIA * Math.max(1, Math.abs(esperado)), `${donde}: ${actual} frente a ${esperado} de R`);
}

test('Kaplan–Meier, sus límites al 95 %, la mediana y las estimaciones a 1, 2 y 5 años coinciden con survfit de R a 1e-9', () => {
  const casos = casosSupervivencia();
  const respuestas = preguntarAR(casos);
  let puntos = 0;
  casos.forEach((caso, c) => {
    caso.grupos.forEach((grupo, g) => {
      const curva = kaplanMeier(grupo);
      const r = respuestas[c]!;
      const donde = `${caso.nombre}, grupo ${g}`;
      assert.equal(curva.length, r.curvas[g]!.length, `${donde}: tiempos distintos`);
      curva.forEach((punto, i) => {
        const esperado = r.curvas[g]![i]!;
        assert.deepEqual([punto.t, punto.n_riesgo, punto.eventos, punto.censurados], [esperado.t, esperado.n, esperado.d, esperado.c], `${donde}, t = ${punto.t}`);
        igual(punto.s, esperado.s, `${donde}, s(${punto.t})`);
        igual(punto.li, esperado.li, `${donde}, li(${punto.t})`);
        igual(punto.ls, esperado.ls, `${donde}, ls(${punto.t})`);
        puntos++;
      });
      const mediana = medianaSupervivencia(curva);
      igual(mediana.mediana, r.medianas[g]!.mediana, `${donde}: mediana`);
      igual(mediana.li, r.medianas[g]!.li, `${donde}: límite inferior de la mediana`);
      igual(mediana.ls, r.medianas[g]!.ls, `${donde}: límite superior de la mediana`);
      const estimaciones = TIEMPOS_ESTIMACION.flatMap((t) => {
        const estimacion = estimacionEn(curva, t);
        return estimacion === null ? [] : [{ t, ...estimacion }];
      });
      assert.equal(estimaciones.length, r.estimaciones[g]!.length, `${donde}: estimaciones`);
      estimaciones.forEach((estimacion, i) => {
        const esperada = r.estimaciones[g]![i]!;
        igual(estimacion.s, esperada.s, `${donde}, s a ${estimacion.t} días`);
        igual(estimacion.li, esperada.li, `${donde}, li a ${estimacion.t} días`);
        igual(estimacion.ls, esperada.ls, `${donde}, ls a ${estimacion.t} días`);
      });
    });
  });
  assert.ok(puntos > 1_000, `solo ${puntos} puntos comparados`);
});
