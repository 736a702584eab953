import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { usePanelesProgresivos } from './use-paneles-progresivos';

describe('usePanelesProgresivos', () => {
  it('renders the first two panels first and every panel right after', async () => {
    const vistos: number[] = [];
    const { result } = renderHook(() => {
      const paneles = usePanelesProgresivos(['A', 'B', 'C', 'D']);
      vistos.push(paneles.length);
      return paneles;
    });
    await waitFor(() => expect(result.current).toEqual(['A', 'B', 'C', 'D']));
    expect(vistos[0]).toBe(2);
  });

  it('a short form is rendered whole at once', () => {
    const { result } = renderHook(() => usePanelesProgresivos(['A', 'B']));
    expect(result.current).toEqual(['A', 'B']);
  });
});
