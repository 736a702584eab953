import { expect, test } from '@jest/globals';
import { CATALOGOS_SEMILLA, etiquetaAccion, type EntradaHistorial } from '@registro-lma/shared/domain';
import { autorDe, etiquetaCampo, etiquetaTabla, mostrarCambio, valorHistorial } from './valor-historial-format';

const CENTROS = [{ hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' }];

test('los campos se nombran con su etiqueta del diccionario, también los calculados', () => {
  expect(etiquetaCampo('fecha_diagnostico')).toBe('Fecha de diagnóstico');
  expect(etiquetaCampo('codigo_paciente_ensayo', 'paciente_ensayo')).toBe('Código del paciente en el ensayo');
  expect(etiquetaCampo('estado_motivo')).toBe('Motivo del estado');
  expect(etiquetaCampo('tipo_registro')).toBe('Tipo de registro');
  expect(mostrarCambio('paciente_id')).toBe(false);
  expect(mostrarCambio('sexo')).toBe(true);
});

test('un ensayo que el administrador añadió se lee con su nombre vigente', () => {
  const vigentes = { ...CATALOGOS_SEMILLA, ensayo: [{ codigo: 'ENSAYO_NUEVO', etiqueta: 'Ensayo nuevo', orden: 1, activo: true }] };
  expect(valorHistorial('ensayo', 'ENSAYO_NUEVO', CENTROS, vigentes, 'paciente_ensayo')).toBe('Ensayo nuevo');
  expect(valorHistorial('ensayo', 'ENSAYO_NUEVO', CENTROS, CATALOGOS_SEMILLA, 'paciente_ensayo')).toBe('ENSAYO_NUEVO');
});

test('los valores se muestran como los leen los usuarios', () => {
  expect(valorHistorial('sexo', 'MUJER', CENTROS)).toBe('Mujer');
  expect(valorHistorial('estado', 'PERDIDO_SEGUIMIENTO', CENTROS)).toBe('Perdido para el seguimiento');
  expect(valorHistorial('ensayo', 'PEVOLAM', CENTROS, CATALOGOS_SEMILLA, 'paciente_ensayo')).toBe('PEVOLAM');
  expect(valorHistorial('tipo_registro', 'RETROSPECTIVO', CENTROS)).toBe('Retrospectivo');
  expect(valorHistorial('fecha_nacimiento', '1958-04-12', CENTROS)).toBe('12/04/1958');
  expect(valorHistorial('fecha_registro', '2025-01-20', CENTROS)).toBe('20/01/2025');
  expect(valorHistorial('hospital_id', 1, CENTROS)).toBe('HUVR');
  expect(valorHistorial('hospital_id', 9, CENTROS)).toBe('Centro 9');
  expect(valorHistorial('edad_diagnostico', 66, CENTROS)).toBe('66');
  expect(valorHistorial('avisos', ['Uno.', 'Dos.'], CENTROS)).toBe('Uno.; Dos.');
  expect(valorHistorial('medico_responsable', null, CENTROS)).toBe('—');
  expect(valorHistorial('observaciones', 'Sin incidencias', CENTROS)).toBe('Sin incidencias');
});

test('acciones, tablas y autores en español', () => {
  expect(etiquetaAccion('CAMBIO_ESTADO')).toBe('Cambio de estado');
  expect(etiquetaAccion('RECALCULO')).toBe('Recálculo automático');
  expect(etiquetaTabla('paciente_ensayo')).toBe('Ensayo del paciente');
  const entrada: EntradaHistorial = {
    auditoria_id: 1,
    fecha: '2025-03-01T09:15:00Z',
    usuario: { usuario_id: 1, nombre: 'Marta', apellidos: 'Ruiz Soto' },
    rol: 'CLINICO',
    accion: 'MODIFICAR',
    tabla: 'paciente',
    registro_id: '12',
    cambios: [],
    motivo: null,
  };
  expect(autorDe(entrada)).toBe('Marta Ruiz Soto (Investigador clínico)');
  expect(autorDe({ ...entrada, usuario: null, rol: null })).toBe('Sistema');
});
