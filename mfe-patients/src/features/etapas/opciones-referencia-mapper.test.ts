import { expect, test } from '@jest/globals';
import { expedienteDe } from '@registro-lma/shared/fixtures/expediente';
import { opcionesReferencia } from './opciones-referencia-mapper';
import { resultadoNgs } from '@registro-lma/shared/fixtures/resultado-ngs';

const expediente = expedienteDe({
  recaida: [
    { recaida_id: 7, rec_num: 1, rec_fecha: '2024-09-02' },
    { recaida_id: 9, rec_num: 2, rec_fecha: '2025-04-30' },
  ],
  trasplante: [{ trasplante_id: 3, tph_num: 1, tph_fecha: '2024-06-15' }],
});

test('las recaídas del paciente se eligen por número y fecha', () => {
  expect(opcionesReferencia('rr_recaida_id', 'recaida', expediente, [])).toEqual([
    { valor: 7, etiqueta: 'Recaída 1 (02/09/2024)' },
    { valor: 9, etiqueta: 'Recaída 2 (30/04/2025)' },
  ]);
});

test('los trasplantes del paciente se eligen por número y fecha', () => {
  expect(opcionesReferencia('pc_trasplante_id', 'trasplante', expediente, [])).toEqual([{ valor: 3, etiqueta: 'Trasplante 1 (15/06/2024)' }]);
});

test('el diagnóstico elige entre los resultados NGS de diagnóstico; la recaída, entre todos los del paciente', () => {
  const resultados = [resultadoNgs({ ngs_id: 4 }), resultadoNgs({ ngs_id: 5, codigo_muestra: 'LMA-000123-M002', momento: 'RECAIDA' })];

  expect(opcionesReferencia('ngs_id', 'muestra_ngs', expediente, resultados)).toEqual([{ valor: 4, etiqueta: 'LMA-000123-M001 · 01/02/2025 · Mieloide 50' }]);
  expect(opcionesReferencia('rec_ngs_id', 'muestra_ngs', expediente, resultados).map((opcion) => opcion.valor)).toEqual([4, 5]);
});
