import { describe, expect, it } from '@jest/globals';
import { fechasRecaida } from './fechas-recaida';

describe('fechasRecaida', () => {
  it('ordena las fechas de recaída y omite las filas sin fecha', () => {
    expect(fechasRecaida([{ rec_fecha: '2025-03-01' }, { rec_fecha: null }, { rec_fecha: '2024-09-01' }])).toEqual(['2024-09-01', '2025-03-01']);
  });
});
