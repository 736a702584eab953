import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  test('announces «Cargando…» politely', () => {
    render(<LoadingState />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando…');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  test('takes a specific message', () => {
    render(<LoadingState message="Cargando pacientes…" />);
    expect(screen.getByRole('status').textContent).toBe('Cargando pacientes…');
  });
});

describe('EmptyState', () => {
  test('shows a Spanish default, a given message and an optional action', () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByText('No hay datos que mostrar.')).toBeTruthy();
    rerender(<EmptyState message="No hay muestras registradas." action={<button>Registrar muestra</button>} />);
    expect(screen.getByText('No hay muestras registradas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar muestra' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  test('shows the message as an alert and «Reintentar» calls onRetry', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="No se pudo conectar con el servidor." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo conectar con el servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('without onRetry it offers no button and shows the default message', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar los datos.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
