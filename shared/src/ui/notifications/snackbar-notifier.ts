import type { SnackbarProvider } from 'notistack';
import { DEFAULT_AUTO_HIDE_MS, DEFAULT_POSITION, type NotificationPosition, type Notifier, type NotifyOptions } from './notification-options';
import { addLiveNotification, notificationStore, removeLiveNotification, updateLiveNotification } from './notification-store';

interface PendingNotification {
  id: string;
  message: string;
  autoHideMs: number | null;
}

/** One notistack provider per position: its `maxSnack` then limits that position only. */
const providers = new Map<NotificationPosition, SnackbarProvider>();
/** Notifications raised before `<NotificationsProvider>` mounted, shown as soon as it does. */
const pending = new Map<NotificationPosition, PendingNotification[]>();
let lastId = 0;

export function attachPositionProvider(position: NotificationPosition, provider: SnackbarProvider | null): void {
  if (provider === null) {
    providers.delete(position);
    return;
  }
  providers.set(position, provider);
  const waiting = pending.get(position) ?? [];
  pending.delete(position);
  waiting.forEach((notification) => show(provider, notification));
}

function show(provider: SnackbarProvider, { id, message, autoHideMs }: PendingNotification): void {
  provider.enqueueSnackbar(message, { key: id, autoHideDuration: autoHideMs });
}

export const snackbarNotifier: Notifier = {
  notify(message: string, options: NotifyOptions = {}): string {
    lastId += 1;
    const id = `notification-${lastId}`;
    const position = options.position ?? DEFAULT_POSITION;
    addLiveNotification(id, { message, variant: options.variant ?? 'default', position });
    const notification = { id, message, autoHideMs: options.autoHideMs === undefined ? DEFAULT_AUTO_HIDE_MS : options.autoHideMs };
    const provider = providers.get(position);
    if (provider === undefined) pending.set(position, [...(pending.get(position) ?? []), notification]);
    else show(provider, notification);
    return id;
  },
  close(id: string): void {
    const live = notificationStore.getState().items[id];
    if (live === undefined) return;
    const waiting = pending.get(live.position);
    if (waiting?.some((notification) => notification.id === id)) {
      pending.set(live.position, waiting.filter((notification) => notification.id !== id));
      removeLiveNotification(id);
      return;
    }
    providers.get(live.position)?.closeSnackbar(id);
  },
  update: updateLiveNotification,
  clear(): void {
    pending.forEach((waiting) => waiting.forEach(({ id }) => removeLiveNotification(id)));
    pending.clear();
    providers.forEach((provider) => provider.closeSnackbar());
  },
};
