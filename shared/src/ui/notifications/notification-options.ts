export const NOTIFICATION_VARIANTS = ['success', 'error', 'warning', 'info', 'default'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export const NOTIFICATION_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

/**
 * Spec §9 notification constants. Notifications rise from the bottom centre: at the top they covered the header's
 * buttons («Cerrar sesión»), and the corners hold a form's or a dialog's actions.
 */
export const DEFAULT_POSITION: NotificationPosition = 'bottom-center';
export const MAX_VISIBLE_PER_POSITION = 20;
export const DEFAULT_AUTO_HIDE_MS = 5000;
export const SWIPE_DISMISS_RATIO = 0.6;

export interface NotifyOptions {
  variant?: NotificationVariant;
  position?: NotificationPosition;
  /** Milliseconds before it closes by itself; `null` keeps it until closed. Default 5000. */
  autoHideMs?: number | null;
}

/** A new message, or new message and/or variant, for a notification already shown. */
export type NotificationUpdate = string | { message?: string; variant?: NotificationVariant };

/** What `notify()` and friends delegate to: notistack in the application, a spy in unit tests. */
export interface Notifier {
  notify(message: string, options?: NotifyOptions): string;
  close(id: string): void;
  update(id: string, update: NotificationUpdate): void;
  clear(): void;
}
