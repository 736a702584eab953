import { describe, expect, it } from '@jest/globals';
import { estadoDeEtapa } from './estado-etapa';

describe('estadoDeEtapa', () => {
  it('sin registros: sin iniciar', () => expect(estadoDeEtapa([])).toBe('SIN_INICIAR'));
  it('un borrador entre varias filas: borrador', () => expect(estadoDeEtapa(['COMPLETO', 'BORRADOR', 'VALIDADO'])).toBe('BORRADOR'));
  it('validada solo si todas lo están', () => {
    expect(estadoDeEtapa(['VALIDADO', 'VALIDADO'])).toBe('VALIDADO');
    expect(estadoDeEtapa(['VALIDADO', 'COMPLETO'])).toBe('COMPLETO');
  });
});
