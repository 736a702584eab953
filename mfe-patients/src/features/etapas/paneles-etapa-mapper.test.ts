import { expect, test } from '@jest/globals';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { ETAPA_FILAS } from './etapas-prueba.fixture';
import { panelesDe, TITULO_CALCULADOS } from './paneles-etapa-mapper';

const resumen = (paneles: ReturnType<typeof panelesDe>) =>
  paneles.map(({ titulo, campos, calculados, conSubtabla }) => [titulo, campos, calculados.map((campo) => campo.name), conSubtabla]);

test('sin sitio en las secciones, la subtabla tiene su panel y los valores calculados el último', () => {
  expect(resumen(panelesDe(ETAPA_EJEMPLO))).toEqual([
    ['Ejemplo', ['ej_fecha', 'ej_realizado', 'ej_valor', 'ej_detalle_fish'], [], false],
    ['FISH', [], [], true],
    [TITULO_CALCULADOS, [], ['ej_doble'], false],
  ]);
});

test('una sección que nombra la subtabla o un valor calculado los muestra; solo lo no nombrado va al final', () => {
  expect(resumen(panelesDe(ETAPA_FILAS))).toEqual([
    ['Episodio', ['ej_fecha', 'ej_realizado', 'ej_valor', 'ej_detalle_fish'], ['ej_doble'], true],
    ['Otros datos', ['ej_recaida', 'ej_notas'], [], false],
    [TITULO_CALCULADOS, [], ['ej_num'], false],
  ]);
});
