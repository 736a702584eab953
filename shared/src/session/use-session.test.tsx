import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

function TokenShown() {
  const token = useSession((state) => state.token);
  return <p>{token ?? 'sin sesión'}</p>;
}

afterEach(() => sessionStore.getState().clear());

describe('useSession', () => {
  test('re-renders when the selected state changes', () => {
    render(<TokenShown />);
    expect(screen.getByText('sin sesión')).toBeTruthy();
    act(() => sessionStore.getState().setToken('abc'));
    expect(screen.getByText('abc')).toBeTruthy();
  });
});
