import { expect, test } from '@jest/globals';
import { MOMENTO_MUESTRA } from './momento-muestra';
import {
  MOMENTO_MUESTRA_FLAG_QUIDA,
  MOMENTO_MUESTRA_LA_MIX,
  MOMENTO_MUESTRA_LAMVYX,
  MOMENTO_MUESTRA_LMA_FLOW,
  MOMENTO_MUESTRA_PEVOLAM,
  MOMENTO_MUESTRA_VEN_A_QUI,
} from './momento-muestra-ensayo';

const LISTAS_ENSAYO = [
  MOMENTO_MUESTRA_LMA_FLOW,
  MOMENTO_MUESTRA_LA_MIX,
  MOMENTO_MUESTRA_LAMVYX,
  MOMENTO_MUESTRA_PEVOLAM,
  MOMENTO_MUESTRA_FLAG_QUIDA,
  MOMENTO_MUESTRA_VEN_A_QUI,
];

test('momento_muestra has the 19 general moments, DIAG first and OTRO last', () => {
  expect(MOMENTO_MUESTRA).toHaveLength(19);
  expect(MOMENTO_MUESTRA[0]).toEqual({
    codigo: 'DIAG',
    etiqueta: 'Diagnóstico',
    orden: 1,
    activo: true,
    ventana: 'Antes de la primera dosis de inducción; del día −30 al día 1 de la inducción',
    requiere: null,
  });
  expect(MOMENTO_MUESTRA[1]).toMatchObject({ codigo: 'POST_IND1', etiqueta: 'Post-inducción 1 (día +28 aprox.)', requiere: 'induccion ciclo 1' });
  expect(MOMENTO_MUESTRA[18]).toEqual({ codigo: 'OTRO', etiqueta: 'Otro momento (especificar)', orden: 19, activo: true, ventana: null, requiere: null });
});

test('the trial lists keep their sizes and map every moment to a general one', () => {
  expect(LISTAS_ENSAYO.map((filas) => filas.length)).toEqual([11, 7, 8, 8, 10, 7]);
  const generales = new Set(MOMENTO_MUESTRA.map((fila) => fila.codigo));
  for (const fila of LISTAS_ENSAYO.flat()) expect(generales.has(fila.momento_general)).toBe(true);
});

test('PEVOLAM starts at screening and ends at end of treatment', () => {
  expect(MOMENTO_MUESTRA_PEVOLAM[0]).toEqual({
    codigo: 'CRIBADO',
    etiqueta: 'Cribado (diagnóstico)',
    orden: 1,
    activo: true,
    ventana: '≤ 28 días antes del día 1 del ciclo 1',
    momento_general: 'DIAG',
  });
  expect(MOMENTO_MUESTRA_PEVOLAM.at(-1)).toMatchObject({ codigo: 'FIN_TRATAMIENTO', etiqueta: 'Fin de tratamiento', momento_general: 'OTRO' });
  expect(MOMENTO_MUESTRA_LMA_FLOW.at(-1)).toMatchObject({ codigo: 'RECAIDA', orden: 11, momento_general: 'RECAIDA' });
  expect(MOMENTO_MUESTRA_LA_MIX[1]).toMatchObject({ codigo: 'POST_IND_D15', ventana: 'día +13 a +17 (solo esquemas de tipo LLA)' });
});
