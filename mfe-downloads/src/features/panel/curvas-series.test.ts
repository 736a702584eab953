import { expect, test } from '@jest/globals';
import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { COLUMNAS_CURVA, datosCurvas } from './curvas-series';

const grupo = (codigo: string, curva: GrupoSupervivencia['curva']): GrupoSupervivencia => ({
  grupo: codigo,
  etiqueta: codigo,
  n: 10,
  eventos: 2,
  mediana_dias: null,
  mediana_li: null,
  mediana_ls: null,
  curva,
  estimaciones: null,
});

test('las curvas comparten el eje: cada una mantiene su escalón hasta su siguiente tiempo y acaba en su último', () => {
  const a = grupo('A', [
    { t: 10, n_riesgo: 10, eventos: 1, censurados: 0, s: 0.9, li: 0.7, ls: 1 },
    { t: 30, n_riesgo: 9, eventos: 0, censurados: 1, s: 0.9, li: 0.7, ls: 1 },
  ]);
  const b = grupo('B', [{ t: 20, n_riesgo: 5, eventos: 1, censurados: 0, s: 0.8, li: 0.5, ls: null }]);
  const oculto = grupo('C', null);

  const datos = datosCurvas([a, b, oculto], 'dias');

  expect(datos.x).toEqual([0, 10, 20, 30]);
  expect(datos.series.map((serie) => serie.grupo.grupo)).toEqual(['A', 'B']);
  const [serieA, serieB] = datos.series;
  expect(serieA!.s).toEqual([1, 0.9, 0.9, 0.9]);
  expect(serieA!.censurado).toEqual([false, false, false, true]);
  expect(serieA!.li).toEqual([1, 0.7, 0.7, 0.7]);
  expect(serieA!.banda.map((valor) => (valor === null ? null : Number(valor.toFixed(6))))).toEqual([0, 0.3, 0.3, 0.3]);
  // B ends at 20; an open upper limit draws no band above the curve.
  expect(serieB!.s).toEqual([1, 1, 0.8, null]);
  expect(serieB!.banda).toEqual([0, 0, 0.8 - 0.5, null]);
});

test('en meses el eje divide los días por 365,25 / 12', () => {
  const datos = datosCurvas([grupo('A', [{ t: 365.25, n_riesgo: 3, eventos: 1, censurados: 0, s: 0.5, li: 0.2, ls: 0.9 }])], 'meses');
  expect(datos.x).toEqual([0, 12]);
});

test('con más tiempos que columnas se dibuja el último de cada columna, con su marca si alguno censuró, y cada curva acaba en su último tiempo', () => {
  const tiempos = Array.from({ length: 5000 }, (_, i) => i + 1);
  const a = grupo(
    'A',
    tiempos.map((t) => ({ t, n_riesgo: 5001 - t, eventos: t % 7 === 0 ? 1 : 0, censurados: t === 4 ? 1 : 0, s: 1 - t / 10_000, li: 0.5, ls: 1 })),
  );
  const b = grupo('B', [{ t: 2501, n_riesgo: 3, eventos: 1, censurados: 0, s: 0.6, li: 0.3, ls: 0.9 }]);

  const datos = datosCurvas([a, b], 'dias');

  expect(datos.x.length).toBeLessThanOrEqual(COLUMNAS_CURVA + 3);
  expect(datos.x[0]).toBe(0);
  expect(datos.x).toContain(2501);
  expect(datos.x.at(-1)).toBe(5000);
  const [serieA, serieB] = datos.series;
  // Each drawn value is the curve's own at that time: a step inside a column is drawn at the column's end.
  datos.x.forEach((t, i) => t > 0 && expect(serieA!.s[i]).toBe(1 - t / 10_000));
  // The censoring at day 4 is in the first column after 0, whose last time is 6 (5 000 days over 800 columns).
  expect(datos.x[1]).toBe(6);
  expect(serieA!.censurado.slice(0, 3)).toEqual([false, true, false]);
  expect(serieB!.s[datos.x.indexOf(2501)]).toBe(0.6);
  expect(serieB!.s.at(-1)).toBeNull();
});
