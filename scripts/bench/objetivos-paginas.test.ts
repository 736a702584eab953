import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filasDeObjetivos, OBJETIVOS, RUTAS_MEDIDAS, tablaDeObjetivos, type CifrasPagina, type RutaMedida } from './objetivos-paginas';

/** Every figure exactly on its target. */
function enElLimite(ruta: RutaMedida): CifrasPagina {
  const objetivo = OBJETIVOS[ruta];
  return {
    peticionesJs: objetivo.maxPeticionesJs,
    gzipJs: objetivo.maxGzipKB * 1000,
    gzipJsSinFederacion: (objetivo.maxGzipKB * 1000) / objetivo.maxRazonFederacion,
    lighthouse: objetivo.minLighthouse,
  };
}

const cifras = (cambios: Partial<Record<RutaMedida, Partial<CifrasPagina>>> = {}): Record<RutaMedida, CifrasPagina> =>
  Object.fromEntries(RUTAS_MEDIDAS.map((ruta) => [ruta, { ...enElLimite(ruta), ...cambios[ruta] }])) as Record<RutaMedida, CifrasPagina>;

test('cada cifra justo en su objetivo cumple, con una fila por objetivo y página', () => {
  const filas = filasDeObjetivos(cifras());
  assert.equal(filas.length, 4 * RUTAS_MEDIDAS.length);
  assert.ok(filas.every((fila) => fila.cumple));
});

test('el KB son 1000 bytes: un byte por encima del objetivo de /login ya no cumple', () => {
  const filas = filasDeObjetivos(cifras({ '/login': { gzipJs: 250_001, gzipJsSinFederacion: 250_001 } }));
  const gzip = filas.find((fila) => fila.ruta === '/login' && fila.medida === 'JS (gzip -9)');
  assert.equal(gzip?.cumple, false);
  assert.equal(gzip?.cifra, '250.0 KB');
});

test('la razón de federación divide las sumas gzip de la página federada y del bundle sin federación', () => {
  const filas = filasDeObjetivos(cifras({ '/': { gzipJs: 300_000, gzipJsSinFederacion: 200_000 } }));
  const razon = filas.find((fila) => fila.ruta === '/' && fila.medida === 'federada / sin federación');
  assert.deepEqual([razon?.cifra, razon?.cumple], ['1.500', false]);
});

test('una medida que falló (null) no cumple, y solo marca su fila y la razón que depende de ella', () => {
  const filas = filasDeObjetivos(cifras({ '/': { lighthouse: null, gzipJsSinFederacion: null } }));
  assert.deepEqual(
    filas.filter((fila) => !fila.cumple).map((fila) => [fila.ruta, fila.medida, fila.cifra]),
    [
      ['/', 'federada / sin federación', 'sin medida'],
      ['/', 'Lighthouse rendimiento', 'sin medida'],
    ],
  );
});

test('la tabla alinea las columnas y marca ✔ o ✘ en cada fila', () => {
  const tabla = tablaDeObjetivos(filasDeObjetivos(cifras({ '/login': { peticionesJs: 128 } }))).split('\n');
  assert.equal(tabla.length, 1 + 4 * RUTAS_MEDIDAS.length);
  assert.match(tabla[2] ?? '', /^\/login +peticiones JS +128 +≤ 30 +✘$/);
  assert.match(tabla[1] ?? '', /✔$/);
  assert.equal(new Set(tabla.slice(1).map((linea) => linea.indexOf('≤') === -1 ? linea.indexOf('≥') : linea.indexOf('≤'))).size, 1);
});
