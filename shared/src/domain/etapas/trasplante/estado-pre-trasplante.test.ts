import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { contextoDe } from '../expediente.fixture';
import { estadoPreCoherente, REGLA_ESTADO_PRE_TRASPLANTE } from './estado-pre-trasplante';

const X34 = 'El estado al trasplante no es coherente con las respuestas y recaídas registradas.';

describe('estadoPreCoherente (X34)', () => {
  it.each<[string, string[], string[], boolean]>([
    ['RC1', ['2024-02-20'], [], true],
    ['RC1', [], [], false],
    ['RC1', ['2024-02-20'], ['2024-09-01'], false],
    ['RC2', ['2024-02-20', '2024-11-01'], ['2024-09-01'], true],
    ['RC2', ['2024-02-20'], ['2024-09-01'], false],
    ['RC2', ['2024-02-20', '2024-11-01', '2025-05-01'], ['2024-09-01', '2025-03-01'], false],
    ['RC3_MAS', ['2024-02-20'], ['2024-09-01', '2025-03-01'], true],
    ['RC3_MAS', ['2024-02-20'], ['2024-09-01'], false],
    ['REFRACTARIEDAD_PRIMARIA', [], [], true],
    ['REFRACTARIEDAD_PRIMARIA', ['2024-02-20'], [], false],
    ['RECAIDA_NO_TRATADA', ['2024-02-20'], ['2024-09-01'], true],
    ['RECAIDA_REFRACTARIA', ['2024-02-20'], [], false],
    ['RP', [], [], true],
    ['OTRO', ['2024-02-20'], ['2024-09-01'], true],
  ])('%s con remisiones %j y recaídas %j → %s', (estado, remisiones, recaidas, coherente) => {
    expect(estadoPreCoherente(estado, remisiones, recaidas)).toBe(coherente);
  });
});

describe('REGLA_ESTADO_PRE_TRASPLANTE', () => {
  const induccion = { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'RC' };
  const validar = (registro: Registro, recaida: Registro[] = []) =>
    REGLA_ESTADO_PRE_TRASPLANTE.validar(registro, contextoDe({ induccion, recaida }));

  it('cuenta solo remisiones y recaídas anteriores al día 0', () => {
    expect(validar({ tph_estado_pre: 'RC1', tph_fecha: '2024-06-01' })).toBeNull();
    expect(validar({ tph_estado_pre: 'RC1', tph_fecha: '2024-02-20' })).toBe(X34);
    expect(validar({ tph_estado_pre: 'RC1', tph_fecha: '2024-10-01' }, [{ rec_fecha: '2024-09-01' }])).toBe(X34);
    expect(validar({ tph_estado_pre: 'RC1', tph_fecha: '2024-09-01' }, [{ rec_fecha: '2024-09-01' }])).toBeNull();
  });

  it('sin estado o sin fecha no se comprueba', () => {
    expect(validar({ tph_estado_pre: 'RC2', tph_fecha: null })).toBeNull();
    expect(validar({ tph_estado_pre: null, tph_fecha: '2024-06-01' })).toBeNull();
  });

  it('el mensaje va al estado al trasplante', () => {
    expect(REGLA_ESTADO_PRE_TRASPLANTE.campos[0]).toBe('tph_estado_pre');
  });
});
