import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { defineField, type DefinicionEtapa, type Registro } from '@registro-lma/shared/domain';
import { useFormulario } from '@registro-lma/shared/ui';
import { usePrerrellenos } from './use-prerrellenos';

const CAMPOS = [defineField({ kind: 'text', name: 'riesgo', label: 'Riesgo', max: 20, required: 'opcional' })] as const;

const ETAPA = {
  campos: CAMPOS,
  prerrellenos: [{ campo: 'riesgo', desde: 'riesgo_calculado' }],
} as unknown as DefinicionEtapa;

function montar(inicial: Registro, activo = true) {
  return renderHook(
    ({ calculados }: { calculados: Registro }) => {
      const formulario = useFormulario(CAMPOS, inicial);
      usePrerrellenos(ETAPA, formulario, calculados, activo);
      return formulario;
    },
    { initialProps: { calculados: { riesgo_calculado: 'FAVORABLE' } as Registro } },
  );
}

describe('usePrerrellenos', () => {
  it('an empty field takes the computed value and follows it while the clinician has not chosen another', () => {
    const { result, rerender } = montar({ riesgo: null });
    expect(result.current.valores.riesgo).toBe('FAVORABLE');
    rerender({ calculados: { riesgo_calculado: 'ADVERSO' } });
    expect(result.current.valores.riesgo).toBe('ADVERSO');
  });

  it('a value chosen by the clinician, or stored before, is never overwritten', () => {
    const { result, rerender } = montar({ riesgo: null });
    act(() => result.current.cambiar('riesgo', 'INTERMEDIO'));
    rerender({ calculados: { riesgo_calculado: 'ADVERSO' } });
    expect(result.current.valores.riesgo).toBe('INTERMEDIO');
    const guardado = montar({ riesgo: 'INTERMEDIO' });
    expect(guardado.result.current.valores.riesgo).toBe('INTERMEDIO');
    expect(guardado.result.current.cambiado).toBe(false);
  });

  it('a read-only form is left as stored', () => {
    const { result } = montar({ riesgo: null }, false);
    expect(result.current.valores.riesgo).toBeNull();
  });
});
