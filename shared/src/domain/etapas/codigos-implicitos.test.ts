import { describe, expect, it } from '@jest/globals';
import { conCodigosImplicitos } from './codigos-implicitos';
import { ETAPA_TRASPLANTE } from './trasplante/etapa-trasplante';

describe('conCodigosImplicitos', () => {
  it('adds each implied code once, to an absent list too, and leaves a value that is not a list alone', () => {
    expect(conCodigosImplicitos(ETAPA_TRASPLANTE, { tph_atg: 'SI', tph_ptcy: 'SI' }).tph_profilaxis_eich).toEqual(['ATG', 'CY_POST']);
    expect(conCodigosImplicitos(ETAPA_TRASPLANTE, { tph_atg: 'SI', tph_profilaxis_eich: ['ATG'] }).tph_profilaxis_eich).toEqual(['ATG']);
    expect(conCodigosImplicitos(ETAPA_TRASPLANTE, { tph_atg: 'NO', tph_profilaxis_eich: null }).tph_profilaxis_eich).toBeNull();
    expect(conCodigosImplicitos(ETAPA_TRASPLANTE, { tph_atg: 'SI', tph_profilaxis_eich: 'ATG' }).tph_profilaxis_eich).toBe('ATG');
  });
});
