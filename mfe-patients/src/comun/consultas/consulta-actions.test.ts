import { expect, test } from '@jest/globals';
import { pasosPermitidos } from './consulta-actions';

test('el clínico responde las abiertas; el coordinador cierra las no cerradas y reabre las respondidas o cerradas; el administrador hace ambas cosas', () => {
  expect(pasosPermitidos('CLINICO', 'ABIERTA')).toEqual(['respuesta']);
  expect(pasosPermitidos('CLINICO', 'RESPONDIDA')).toEqual([]);
  expect(pasosPermitidos('COORDINADOR', 'ABIERTA')).toEqual(['cierre']);
  expect(pasosPermitidos('COORDINADOR', 'RESPONDIDA')).toEqual(['cierre', 'reapertura']);
  expect(pasosPermitidos('COORDINADOR', 'CERRADA')).toEqual(['reapertura']);
  expect(pasosPermitidos('ADMIN', 'ABIERTA')).toEqual(['respuesta', 'cierre']);
  expect(pasosPermitidos('LECTURA', 'ABIERTA')).toEqual([]);
  expect(pasosPermitidos(undefined, 'ABIERTA')).toEqual([]);
});
