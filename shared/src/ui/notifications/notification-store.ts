import { createStore } from 'zustand/vanilla';
import type { NotificationPosition, NotificationUpdate, NotificationVariant } from './notification-options';

export interface LiveNotification {
  message: string;
  variant: NotificationVariant;
  position: NotificationPosition;
}

interface NotificationState {
  items: Readonly<Record<string, LiveNotification>>;
}

/** Notifications on screen, by id: the content component reads its message here, so an update re-renders it in place. */
export const notificationStore = createStore<NotificationState>()(() => ({ items: {} }));

export function addLiveNotification(id: string, notification: LiveNotification): void {
  notificationStore.setState(({ items }) => ({ items: { ...items, [id]: notification } }));
}

export function updateLiveNotification(id: string, update: NotificationUpdate): void {
  notificationStore.setState(({ items }) => {
    const current = items[id];
    if (current === undefined) return { items };
    const changes = typeof update === 'string' ? { message: update } : update;
    const next = { ...current, message: changes.message ?? current.message, variant: changes.variant ?? current.variant };
    return { items: { ...items, [id]: next } };
  });
}

export function removeLiveNotification(id: string): void {
  notificationStore.setState(({ items }) => {
    const { [id]: _removed, ...rest } = items;
    return { items: rest };
  });
}
