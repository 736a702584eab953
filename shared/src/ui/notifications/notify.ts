import type { NotificationUpdate, Notifier, NotifyOptions } from './notification-options';
import { snackbarNotifier } from './snackbar-notifier';

let notifier: Notifier = snackbarNotifier;

/** Shows a transient notification (spec §4, §9) and returns its id. */
export function notify(message: string, options?: NotifyOptions): string {
  return notifier.notify(message, options);
}

export function closeNotification(id: string): void {
  notifier.close(id);
}

export function updateNotification(id: string, update: NotificationUpdate): void {
  notifier.update(id, update);
}

export function clearNotifications(): void {
  notifier.clear();
}

/** Swaps what the functions above delegate to (the unit-test spy); returns a function that puts the previous one back. */
export function setNotifyImplementation(next: Notifier): () => void {
  const previous = notifier;
  notifier = next;
  return () => {
    notifier = previous;
  };
}
