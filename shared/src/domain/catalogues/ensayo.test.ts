import { expect, test } from '@jest/globals';
import { CATALOGOS } from './catalogos';
import { ENSAYO } from './ensayo';

test('ensayo lists NINGUNO, the six trials and OTRO', () => {
  expect(ENSAYO.map((fila) => fila.codigo)).toEqual(['NINGUNO', 'LMA_FLOW', 'LA_MIX', 'LAMVYX', 'PEVOLAM', 'FLAG_QUIDA', 'VEN_A_QUI', 'OTRO']);
  expect(ENSAYO[0]).toEqual({
    codigo: 'NINGUNO',
    etiqueta: 'No incluido en ensayo',
    orden: 1,
    activo: true,
    nct: null,
    poblacion: null,
    catalogo_momentos: null,
    fecha_apertura: null,
    fecha_cierre: null,
  });
  expect(ENSAYO[4]).toEqual({
    codigo: 'PEVOLAM',
    etiqueta: 'PEVOLAM',
    orden: 5,
    activo: true,
    nct: 'NCT04090736',
    poblacion: 'LMA de nuevo diagnóstico no candidata a quimioterapia intensiva; azacitidina ± pevonedistat',
    catalogo_momentos: 'momento_muestra_pevolam',
    fecha_apertura: null,
    fecha_cierre: null,
  });
  expect(ENSAYO.at(-1)).toMatchObject({ codigo: 'OTRO', etiqueta: 'Otro ensayo (especificar)', catalogo_momentos: 'momento_muestra' });
});

test('every trial points to a registered moment list and a well-formed NCT when known', () => {
  for (const fila of ENSAYO) {
    if (fila.catalogo_momentos !== null) expect(Object.keys(CATALOGOS)).toContain(fila.catalogo_momentos);
    if (fila.nct !== null) expect(fila.nct).toMatch(/^NCT\d{8}$/);
  }
});
