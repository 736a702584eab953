import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('da el valor cuando deja de cambiar durante el intervalo', () => {
  const { result, rerender } = renderHook(({ valor }) => useDebouncedValue(valor, 150), { initialProps: { valor: '' } });

  rerender({ valor: 'L' });
  act(() => jest.advanceTimersByTime(100));
  rerender({ valor: 'LM' });
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('');

  act(() => jest.advanceTimersByTime(50));
  expect(result.current).toBe('LM');
});
