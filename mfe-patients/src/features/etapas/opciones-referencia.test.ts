import { expect, test } from '@jest/globals';
import { expedienteDe } from '@registro-lma/shared/fixtures/expediente';
import { opcionesReferencia } from './opciones-referencia';

const expediente = expedienteDe({
  recaida: [
    { recaida_id: 7, rec_num: 1, rec_fecha: '2024-09-02' },
    { recaida_id: 9, rec_num: 2, rec_fecha: '2025-04-30' },
  ],
  trasplante: [{ trasplante_id: 3, tph_num: 1, tph_fecha: '2024-06-15' }],
});

test('las recaídas del paciente se eligen por número y fecha', () => {
  expect(opcionesReferencia('recaida', expediente)).toEqual([
    { valor: 7, etiqueta: 'Recaída 1 (02/09/2024)' },
    { valor: 9, etiqueta: 'Recaída 2 (30/04/2025)' },
  ]);
});

test('los trasplantes del paciente se eligen por número y fecha', () => {
  expect(opcionesReferencia('trasplante', expediente)).toEqual([{ valor: 3, etiqueta: 'Trasplante 1 (15/06/2024)' }]);
});

test('las muestras NGS aún no se pueden elegir', () => {
  expect(opcionesReferencia('muestra_ngs', expediente)).toEqual([]);
});
