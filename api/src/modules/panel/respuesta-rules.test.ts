import assert from 'node:assert/strict';
import { test } from 'node:test';
import { proporcionWilson } from './proporcion-wilson-statistic';
import { respuestaIndicadores } from './respuesta-rules';
import { agrupacionDe } from './supervivencia-queries';

const recuentos = [{ grupo: 'ADVERSO', etiqueta: 'Adverso', pacientes: 30, indicadores: [{ evaluados: 20, con: 3 }, { evaluados: 2, con: 2 }, { evaluados: 20, con: 12 }, { evaluados: 4, con: 0 }, { evaluados: 0, con: 0 }] }];
const calculado = new Date('2026-01-01T00:00:00Z');

test('sin la facultad de ver recuentos pequeños, un numerador o denominador de 1 a 4 es «<5» y su proporción no se da; con ella, x de n con el IC de Wilson', () => {
  const oculta = respuestaIndicadores(agrupacionDe('riesgo_eln'), recuentos, 'ocultar', calculado).grupos[0]!.indicadores;
  assert.deepEqual(
    oculta.map(({ n, x, proporcion }) => [n, x, proporcion]),
    [
      [20, '<5', null],
      ['<5', '<5', null],
      [20, 12, 0.6],
      ['<5', 0, null],
      [0, 0, null],
    ],
  );
  const visible = respuestaIndicadores(agrupacionDe('riesgo_eln'), recuentos, 'mostrar', calculado).grupos[0]!.indicadores;
  assert.deepEqual(visible[0], { indicador: 'REMISION_COMPUESTA', etiqueta: visible[0]!.etiqueta, n: 20, x: 3, ...proporcionWilson(3, 20) });
  assert.deepEqual([visible[3]!.n, visible[3]!.x, visible[3]!.proporcion], [4, 0, 0]);
});
