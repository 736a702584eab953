import { expect, test } from '@jest/globals';
import { bloqueoPorEstado } from './admision-datos';

test('a withdrawn or excluded patient accepts no new data (G18 with the state label)', () => {
  expect(bloqueoPorEstado('RETIRADO')).toBe('El paciente está en estado «Consentimiento retirado»: no se admiten nuevos datos.');
  expect(bloqueoPorEstado('EXCLUIDO')).toBe('El paciente está en estado «Excluido»: no se admiten nuevos datos.');
  expect(bloqueoPorEstado('ACTIVO')).toBeNull();
  expect(bloqueoPorEstado('FALLECIDO')).toBeNull();
});
