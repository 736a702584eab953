import { describe, expect, it } from '@jest/globals';
import { sinPrefijo } from './sin-prefijo';

describe('sinPrefijo', () => {
  it('keeps only the block of that prefix, under its unprefixed names', () => {
    const registro = { ind1_eval_fecha: '2024-03-01', ind1_emr_fecha: '2024-03-02', ind2_eval_fecha: '2024-04-01', ind1_fecha_inicio: '2024-02-01' };
    expect(sinPrefijo(registro, 'ind1_', 'eval_')).toEqual({ eval_fecha: '2024-03-01' });
    expect(sinPrefijo(registro, 'ind1_', 'emr_')).toEqual({ emr_fecha: '2024-03-02' });
  });

  it('tells a prefix from a longer one that starts the same way', () => {
    expect(sinPrefijo({ ind_mr_emr_fecha: '2024-05-01', ind_emr_fecha: '2024-06-01' }, 'ind_mr_', 'emr_')).toEqual({ emr_fecha: '2024-05-01' });
  });
});
