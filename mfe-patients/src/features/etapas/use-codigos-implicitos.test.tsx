import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { defineField, SI_NO, type DefinicionEtapa, type Registro } from '@registro-lma/shared/domain';
import { useFormulario } from '@registro-lma/shared/ui';
import { useCodigosImplicitos } from './use-codigos-implicitos';

const CAMPOS = [
  defineField({ kind: 'enum', name: 'atg', label: 'ATG', catalogo: SI_NO, required: 'opcional' }),
  defineField({ kind: 'text', name: 'otro', label: 'Otro', max: 20, required: 'opcional' }),
] as const;

const ETAPA = { campos: CAMPOS, codigosImplicitos: [{ si: { campo: 'atg', valor: 'SI' }, campo: 'profilaxis', codigo: 'ATG' }] } as unknown as DefinicionEtapa;

function montar(inicial: Registro, activo = true) {
  return renderHook(() => {
    const formulario = useFormulario(CAMPOS, inicial);
    useCodigosImplicitos(ETAPA, formulario, activo);
    return formulario;
  });
}

describe('useCodigosImplicitos', () => {
  it('choosing ATG = Sí adds ATG to the prophylaxis once, keeping the codes already there', () => {
    const { result } = montar({ atg: null, profilaxis: ['TACROLIMUS'] });
    expect(result.current.valores.profilaxis).toEqual(['TACROLIMUS']);
    act(() => result.current.cambiar('atg', 'SI'));
    expect(result.current.valores.profilaxis).toEqual(['TACROLIMUS', 'ATG']);
    act(() => result.current.cambiar('otro', 'x'));
    expect(result.current.valores.profilaxis).toEqual(['TACROLIMUS', 'ATG']);
  });

  it('a read-only form is left as stored', () => {
    const { result } = montar({ atg: 'SI', profilaxis: [] }, false);
    expect(result.current.valores.profilaxis).toEqual([]);
  });
});
