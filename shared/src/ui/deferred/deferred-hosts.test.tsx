import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../dialogs/dialog-store';
import { confirm } from '../dialogs/dialogs';
import { clearNotifications, notify } from '../notifications/notify';
import { DeferredDialogsHost, DeferredNotificationsHost } from './deferred-hosts';

afterEach(() => {
  dialogStore.setState({ queue: [] });
  act(() => clearNotifications());
});

describe('DeferredDialogsHost', () => {
  test('no monta nada hasta que se pide un diálogo, y entonces lo muestra', async () => {
    const { container } = render(<DeferredDialogsHost />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ title: 'Eliminar muestra', message: '¿Desea eliminar la muestra M-1?' });
    });
    await screen.findByRole('dialog', { name: 'Eliminar muestra' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceptar' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('DeferredNotificationsHost', () => {
  test('una notificación lanzada antes de cargar notistack se muestra al cargarlo', async () => {
    const { container } = render(<DeferredNotificationsHost />);
    expect(container.innerHTML).toBe('');
    act(() => {
      notify('Paciente guardado', { variant: 'success' });
    });
    expect(await screen.findByText('Paciente guardado')).toBeTruthy();
  });
});
