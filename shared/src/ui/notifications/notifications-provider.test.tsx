import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATION_POSITIONS } from './notification-options';
import { NotificationsProvider } from './notifications-provider';
import { notify } from './notify';
import { cleanUpNotifications, messagesTopToBottom, passTime, renderNotifications, TRANSITIONS_MS } from './notifications-test-setup';

afterEach(() => cleanUpNotifications());

function notifyMany(count: number, position: (typeof NOTIFICATION_POSITIONS)[number], prefix = 'Mensaje'): void {
  act(() => {
    for (let n = 1; n <= count; n += 1) notify(`${prefix} ${n}`, { position, autoHideMs: null });
  });
}

describe('NotificationsProvider stacking', () => {
  test.each(NOTIFICATION_POSITIONS)('in %s at most 20 show, the oldest leaves and the newest is on top', (position) => {
    renderNotifications();
    notifyMany(21, position);
    // The 21st waits until the oldest has faded in and out again.
    passTime(TRANSITIONS_MS * 2);
    const expected = Array.from({ length: 20 }, (_, index) => `Mensaje ${21 - index}`);
    expect(messagesTopToBottom('Mensaje 21')).toEqual(expected);
    expect(screen.queryByText('Mensaje 1')).toBeNull();
  });

  test('each position keeps its own limit', () => {
    renderNotifications();
    notifyMany(3, 'bottom-left', 'Abajo');
    notifyMany(25, 'top-right', 'Arriba');
    notifyMany(2, 'top-center', 'Centro');
    passTime(TRANSITIONS_MS * 5);
    expect(messagesTopToBottom('Arriba 25')).toHaveLength(20);
    expect(messagesTopToBottom('Abajo 3')).toEqual(['Abajo 3', 'Abajo 2', 'Abajo 1']);
    expect(messagesTopToBottom('Centro 2')).toEqual(['Centro 2', 'Centro 1']);
    expect(screen.getAllByRole('alert')).toHaveLength(25);
  });

  test('shows with a fade transition', () => {
    renderNotifications();
    act(() => {
      notify('Guardado', { variant: 'success' });
    });
    passTime(TRANSITIONS_MS);
    const animated = screen.getByRole('alert').parentElement?.parentElement;
    expect(animated?.style.opacity).toBe('1');
    expect(animated?.style.transition).toMatch(/^opacity /);
    expect(animated?.style.transform).toBe('');
  });

  test('a notification raised before the provider mounts shows once it does', () => {
    act(() => {
      notify('Antes de montar', { position: 'bottom-center' });
    });
    renderNotifications();
    passTime(TRANSITIONS_MS);
    expect(screen.getByText('Antes de montar')).toBeTruthy();
  });

  test('renders its children', () => {
    jest.useFakeTimers();
    render(
      <NotificationsProvider>
        <p>Contenido</p>
      </NotificationsProvider>,
    );
    expect(screen.getByText('Contenido')).toBeTruthy();
  });
});

describe('NotificationsProvider timing', () => {
  test('closes by itself after 5000 ms', () => {
    renderNotifications();
    act(() => {
      notify('Temporal');
    });
    passTime(4975);
    expect(screen.getByText('Temporal')).toBeTruthy();
    passTime(25 + TRANSITIONS_MS);
    expect(screen.queryByText('Temporal')).toBeNull();
  });

  test('autoHideMs changes the delay and null keeps it open', () => {
    renderNotifications();
    act(() => {
      notify('Corta', { autoHideMs: 1000 });
      notify('Fija', { autoHideMs: null });
    });
    passTime(1000 + TRANSITIONS_MS);
    expect(screen.queryByText('Corta')).toBeNull();
    passTime(60_000);
    expect(screen.getByText('Fija')).toBeTruthy();
  });

  test('pauses while hovered', async () => {
    const { user } = renderNotifications();
    act(() => {
      notify('Bajo el ratón');
    });
    passTime(1000);
    await user.hover(screen.getByText('Bajo el ratón'));
    passTime(20_000);
    expect(screen.getByText('Bajo el ratón')).toBeTruthy();
    await user.unhover(screen.getByText('Bajo el ratón'));
    passTime(2500 + TRANSITIONS_MS);
    expect(screen.queryByText('Bajo el ratón')).toBeNull();
  });

  test('pauses while the window has lost focus', () => {
    renderNotifications();
    act(() => {
      notify('Ventana sin foco');
    });
    passTime(1000);
    fireEvent.blur(window);
    passTime(20_000);
    expect(screen.getByText('Ventana sin foco')).toBeTruthy();
    fireEvent.focus(window);
    passTime(2500 + TRANSITIONS_MS);
    expect(screen.queryByText('Ventana sin foco')).toBeNull();
  });
});
