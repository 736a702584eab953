import { expect, test } from '@jest/globals';
import { PLAZO_ELIMINACION_INFORME_MS, puedeEliminarInforme } from './campos-informe';

const SUBIDA = Date.parse('2025-03-05T10:00:00Z');
const informe = { subido_por: 7, subido_en: new Date(SUBIDA).toISOString() };

test('quien subió el informe puede eliminarlo durante 24 horas, y no después', () => {
  const autor = { usuario_id: 7, rol: 'LABORATORIO' } as const;
  expect(puedeEliminarInforme(informe, autor, SUBIDA + PLAZO_ELIMINACION_INFORME_MS)).toBe(true);
  expect(puedeEliminarInforme(informe, autor, SUBIDA + PLAZO_ELIMINACION_INFORME_MS + 1)).toBe(false);
});

test('otro usuario del laboratorio no puede eliminarlo; un administrador siempre', () => {
  expect(puedeEliminarInforme(informe, { usuario_id: 8, rol: 'LABORATORIO' }, SUBIDA)).toBe(false);
  expect(puedeEliminarInforme(informe, { usuario_id: 1, rol: 'ADMIN' }, SUBIDA + 30 * PLAZO_ELIMINACION_INFORME_MS)).toBe(true);
});
