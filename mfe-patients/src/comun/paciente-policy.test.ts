import { expect, test } from '@jest/globals';
import { ROLES } from '@registro-lma/shared/domain';
import { puedeRegistrarPacientes, puedeTrasladar, puedeVerHistorial, puedeVerPacientes, veTodosLosCentros } from './paciente-policy';

const rolesQue = (permiso: (rol: (typeof ROLES)[number]) => boolean) => ROLES.filter(permiso);

test('cada permiso de pacientes corresponde a los roles del diccionario (§2.3)', () => {
  expect(rolesQue(puedeVerPacientes)).toEqual(['ADMIN', 'COORDINADOR', 'CLINICO', 'LECTURA']);
  expect(rolesQue(puedeRegistrarPacientes)).toEqual(['ADMIN', 'CLINICO']);
  expect(rolesQue(veTodosLosCentros)).toEqual(['ADMIN', 'COORDINADOR', 'LECTURA']);
  expect(rolesQue(puedeVerHistorial)).toEqual(['ADMIN', 'COORDINADOR', 'CLINICO']);
  expect(rolesQue(puedeTrasladar)).toEqual(['ADMIN']);
});
