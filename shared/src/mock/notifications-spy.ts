import type { NotificationUpdate, NotificationVariant, NotifyOptions } from '../ui/notifications/notification-options';
import { setNotifyImplementation } from '../ui/notifications/notify';

export interface NotifyCall {
  id: string;
  message: string;
  variant: NotificationVariant;
  options: NotifyOptions;
  /** Updates received through updateNotification(), in order. */
  updates: NotificationUpdate[];
  closed: boolean;
}

/**
 * Every notify() call since the mock was imported (or since resetNotifications()).
 * Importing `@registro-lma/shared/mock` installs the spy, so unit tests assert on notifications without rendering them.
 */
export const notifications: NotifyCall[] = [];

function find(id: string): NotifyCall | undefined {
  return notifications.find((call) => call.id === id);
}

let lastId = 0;

let restoreRealNotifier = setNotifyImplementation({
  notify(message, options = {}) {
    lastId += 1;
    const id = `notificacion-espia-${lastId}`;
    notifications.push({ id, message, variant: options.variant ?? 'default', options, updates: [], closed: false });
    return id;
  },
  close(id) {
    const call = find(id);
    if (call !== undefined) call.closed = true;
  },
  update(id, update) {
    find(id)?.updates.push(update);
  },
  clear() {
    notifications.forEach((call) => {
      call.closed = true;
    });
  },
});

export function resetNotifications(): void {
  notifications.length = 0;
}

/** For a test that renders real notifications: notify() shows them again. */
export function restoreNotify(): void {
  restoreRealNotifier();
  restoreRealNotifier = () => undefined;
}
