import { expect, test } from '@jest/globals';
import { CAMPOS_PACIENTE } from '@registro-lma/shared/domain';
import { SECCIONES_PACIENTE } from './secciones-paciente-constants';

test('cada campo del paciente está en una sección, una sola vez', () => {
  const enSecciones = SECCIONES_PACIENTE.flatMap((seccion) => [...seccion.campos]);

  expect([...enSecciones].sort()).toEqual(CAMPOS_PACIENTE.map((campo) => campo.name).sort());
  expect(new Set(enSecciones).size).toBe(enSecciones.length);
});
