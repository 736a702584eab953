import { expect, test } from '@jest/globals';
import { autorAuditoria, campoAuditado, etiquetaAccion, etiquetaDatoAuditado, textoValorAuditoria } from './texto-auditoria';

test('las acciones se nombran con su etiqueta; una desconocida, con su código', () => {
  expect(etiquetaAccion('CAMBIO_ESTADO')).toBe('Cambio de estado');
  expect(etiquetaAccion('NUEVA_ACCION')).toBe('NUEVA_ACCION');
});

test('una fila sin usuario la escribió el sistema', () => {
  expect(autorAuditoria(null)).toBe('Sistema');
  expect(autorAuditoria({ nombre: 'Marta', apellidos: 'Ruiz Soto' })).toBe('Marta Ruiz Soto');
});

test('los campos de cada tabla se buscan en los formularios que la escriben', () => {
  expect(campoAuditado('paciente', 'fecha_diagnostico')?.label).toBe('Fecha de diagnóstico');
  expect(campoAuditado('hospital', 'ciudad')?.label).toBe('Ciudad');
  expect(campoAuditado('paciente', 'no_existe')).toBeUndefined();
  expect(campoAuditado('tabla_nueva', 'sexo')).toBeUndefined();
});

test('los valores se muestran como los leen los usuarios', () => {
  expect(textoValorAuditoria(null)).toBe('—');
  expect(textoValorAuditoria('')).toBe('—');
  expect(textoValorAuditoria([])).toBe('—');
  expect(textoValorAuditoria(true)).toBe('Sí');
  expect(textoValorAuditoria(1234.5)).toBe('1234,5');
  expect(textoValorAuditoria({ a: 1 })).toBe('{"a":1}');
  expect(textoValorAuditoria('MUJER', campoAuditado('paciente', 'sexo'))).toBe('Mujer');
  expect(textoValorAuditoria('1958-04-12', campoAuditado('paciente', 'fecha_nacimiento'))).toBe('12/04/1958');
  expect(textoValorAuditoria(['Uno.', 'Dos.'])).toBe('Uno.; Dos.');
  expect(textoValorAuditoria('texto libre')).toBe('texto libre');
});

test('un dato de una consulta se nombra por su campo, por lo que cuenta un listado o, si no, por su código', () => {
  expect(etiquetaDatoAuditado('hospital', 'activo')).toBe('Activo');
  expect(etiquetaDatoAuditado('hospital', 'tamano')).toBe('Filas por página');
  expect(etiquetaDatoAuditado('paciente', 'devueltos')).toBe('Filas devueltas');
  expect(etiquetaDatoAuditado('paciente', 'criterio_nuevo')).toBe('criterio_nuevo');
});
