import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsProvider } from './notifications-provider';
import { clearNotifications } from './notify';

/** Advances fake time in small steps so each React commit can schedule the next transition timer. */
export function passTime(ms: number): void {
  const step = 25;
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => {
      jest.advanceTimersByTime(Math.min(step, ms - elapsed));
    });
  }
}

/** Time for an enter or exit animation sequence (fade, then collapse) to finish. */
export const TRANSITIONS_MS = 700;

export function renderNotifications() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(<NotificationsProvider />);
  return { user, view };
}

export function cleanUpNotifications(): void {
  act(() => clearNotifications());
  passTime(TRANSITIONS_MS);
  jest.useRealTimers();
}

/** Messages of one stack in the order a user sees them, top to bottom (honours the container's flex direction). */
export function messagesTopToBottom(anyMessageOfTheStack: string): string[] {
  const container = screen.getByText(anyMessageOfTheStack).closest('.notistack-SnackbarContainer');
  if (container === null) throw new Error(`«${anyMessageOfTheStack}» no está en una pila de notificaciones`);
  const inDomOrder = Array.from(container.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent ?? '');
  return getComputedStyle(container).flexDirection.endsWith('reverse') ? inDomOrder.reverse() : inDomOrder;
}

/** The element the user presses to click or swipe a notification. */
export function pressableOf(message: string): HTMLElement {
  const pressable = screen.getByText(message).closest('[role="alert"]')?.parentElement;
  if (pressable === null || pressable === undefined) throw new Error(`«${message}» no se muestra`);
  return pressable;
}
