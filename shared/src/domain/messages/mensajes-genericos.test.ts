import { expect, test } from '@jest/globals';
import { MENSAJES, formatMensaje, formatearNumero } from './mensajes-genericos';

test('the table holds G01–G19 with their severity', () => {
  expect(Object.keys(MENSAJES)).toEqual(Array.from({ length: 19 }, (_, i) => `G${String(i + 1).padStart(2, '0')}`));
  expect(Object.entries(MENSAJES).filter(([, m]) => m.severidad === 'A').map(([id]) => id)).toEqual(['G15']);
});

test.each([
  [formatMensaje('G01'), 'Este campo es obligatorio.'],
  [formatMensaje('G02', { min: 0, max: 1000, unidad: '×10⁹/L' }), 'Valor fuera de rango: debe estar entre 0 y 1000 ×10⁹/L.'],
  [formatMensaje('G02', { min: 1.5, max: 25, unidad: 'g/dL' }), 'Valor fuera de rango: debe estar entre 1,5 y 25 g/dL.'],
  [formatMensaje('G02', { min: 1920, max: 2024, unidad: '' }), 'Valor fuera de rango: debe estar entre 1920 y 2024.'],
  [formatMensaje('G03'), 'Introduzca un número entero.'],
  [formatMensaje('G04', { n: 2 }), 'Introduzca un número válido con un máximo de 2 decimales.'],
  [formatMensaje('G05'), 'Fecha no válida. Use el formato DD/MM/AAAA.'],
  [formatMensaje('G06'), 'La fecha no puede ser posterior a la fecha actual.'],
  [formatMensaje('G07'), 'Seleccione un valor de la lista.'],
  [formatMensaje('G08', { max: 150 }), 'El texto no puede superar 150 caracteres.'],
  [
    formatMensaje('G09', { fecha_diagnostico: '05/03/2024' }),
    'La fecha no puede ser anterior a la fecha de diagnóstico (05/03/2024).',
  ],
  [
    formatMensaje('G10', { fecha_muerte: '01/02/2025' }),
    'El paciente falleció el 01/02/2025: no se pueden registrar datos con fecha posterior.',
  ],
  [formatMensaje('G11'), 'La fecha de fin no puede ser anterior a la fecha de inicio.'],
  [formatMensaje('G12'), 'Especifique el valor en el campo «Otro».'],
  [formatMensaje('G13'), 'Ya existe un registro con este valor.'],
  [formatMensaje('G14'), 'Formato no válido.'],
  [formatMensaje('G15', { valor: 350.5, unidad: '×10⁹/L' }), 'Valor poco habitual (350,5 ×10⁹/L). Compruebe que es correcto.'],
  [formatMensaje('G15', { valor: 7, unidad: '' }), 'Valor poco habitual (7). Compruebe que es correcto.'],
  [formatMensaje('G16', { opcion: 'Ninguna' }), 'La opción «Ninguna» no puede combinarse con otras.'],
  [formatMensaje('G17'), 'No tiene permisos para realizar esta acción.'],
  [formatMensaje('G18', { estado: 'Excluido' }), 'El paciente está en estado «Excluido»: no se admiten nuevos datos.'],
  [formatMensaje('G19'), 'La fecha no puede ser anterior al 01/01/1900.'],
])('%s', (obtenido, esperado) => {
  expect(obtenido).toBe(esperado);
});

test('numbers use the decimal comma and no grouping', () => {
  expect(formatearNumero(0.25)).toBe('0,25');
  expect(formatearNumero(-3.5)).toBe('-3,5');
  expect(formatearNumero(50000)).toBe('50000');
});
