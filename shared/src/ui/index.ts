export { notify, closeNotification, updateNotification, clearNotifications, setNotifyImplementation } from './notifications/notify';
export {
  NOTIFICATION_POSITIONS,
  NOTIFICATION_VARIANTS,
  type NotificationPosition,
  type NotificationUpdate,
  type NotificationVariant,
  type Notifier,
  type NotifyOptions,
} from './notifications/notification-options';
export { NotificationsProvider } from './notifications/notifications-provider';
export { confirm, showWarning, showError, DEFAULT_DIALOG_WIDTH, type ConfirmOptions, type MessageDialogOptions } from './dialogs/dialogs';
export { DialogsHost } from './dialogs/dialogs-host';
export { AppThemeProvider } from './theme/app-theme-provider';
export { appTheme } from './theme/app-theme';
export { LoadingState } from './states/loading-state';
export { EmptyState } from './states/empty-state';
export { ErrorState } from './states/error-state';
