import { expect, test } from '@jest/globals';
import type { EstadoFormulario, Rol } from '@registro-lma/shared/domain';
import { accionesPermitidas } from './acciones-permitidas-policy';
import { registroDe } from './etapas-prueba.fixture';

const usuario = (rol: Rol, usuario_id = 1) => ({ rol, usuario_id });
const acciones = (rol: Rol, estado: EstadoFormulario | null, admiteDatos = true) =>
  Object.entries(accionesPermitidas(usuario(rol), estado === null ? null : registroDe({ estado_formulario: estado, creado_por: 1 }), admiteDatos))
    .filter(([, permitida]) => permitida)
    .map(([accion]) => accion);

test('clínicos y administradores escriben; un registro validado no se edita', () => {
  expect(acciones('CLINICO', null)).toEqual(['editar']);
  expect(acciones('CLINICO', 'BORRADOR')).toEqual(['editar', 'eliminar']);
  expect(acciones('CLINICO', 'COMPLETO')).toEqual(['editar']);
  expect(acciones('CLINICO', 'VALIDADO')).toEqual([]);
  expect(acciones('ADMIN', 'COMPLETO')).toEqual(['editar', 'validar', 'eliminar']);
  expect(acciones('ADMIN', 'VALIDADO')).toEqual(['desbloquear', 'eliminar']);
});

test('coordinadores validan y desbloquean sin editar; los lectores solo leen', () => {
  expect(acciones('COORDINADOR', 'BORRADOR')).toEqual([]);
  expect(acciones('COORDINADOR', 'COMPLETO')).toEqual(['validar']);
  expect(acciones('COORDINADOR', 'VALIDADO')).toEqual(['desbloquear']);
  expect(acciones('LECTURA', 'COMPLETO')).toEqual([]);
});

test('un paciente que no admite datos (G18) no se edita ni se le eliminan registros', () => {
  expect(acciones('ADMIN', 'COMPLETO', false)).toEqual(['validar']);
  expect(acciones('CLINICO', null, false)).toEqual([]);
});

test('sin sesión no se permite nada', () => {
  expect(accionesPermitidas(null, registroDe(), true)).toEqual({ editar: false, validar: false, desbloquear: false, eliminar: false });
});
