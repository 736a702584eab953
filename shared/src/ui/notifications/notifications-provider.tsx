import Fade from '@mui/material/Fade';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { NotificationContent } from './notification-content';
import {
  DEFAULT_AUTO_HIDE_MS,
  MAX_VISIBLE_PER_POSITION,
  NOTIFICATION_POSITIONS,
  type NotificationPosition,
} from './notification-options';
import { removeLiveNotification } from './notification-store';
import { attachPositionProvider } from './snackbar-notifier';

/** notistack stacks the newest last; at the top of the screen that puts it lowest, so top stacks are reversed. */
const NEWEST_ON_TOP_CLASS = 'notifications-newest-on-top';

const CONTENT_BY_VARIANT = {
  default: NotificationContent,
  success: NotificationContent,
  error: NotificationContent,
  warning: NotificationContent,
  info: NotificationContent,
};

function anchorOf(position: NotificationPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return { vertical, horizontal };
}

const TOP_CLASSES = { containerRoot: NEWEST_ON_TOP_CLASS };
const NEWEST_ON_TOP_STYLES = { [`.notistack-SnackbarContainer.${NEWEST_ON_TOP_CLASS}`]: { flexDirection: 'column-reverse' } } as const;

/** Stable ref callbacks: an inline one would detach and re-attach the provider on every render. */
const ATTACH_BY_POSITION = Object.fromEntries(
  NOTIFICATION_POSITIONS.map((position) => [position, (provider: SnackbarProvider | null) => attachPositionProvider(position, provider)]),
) as Record<NotificationPosition, (provider: SnackbarProvider | null) => void>;

function forgetNotification(_node: HTMLElement, key: SnackbarKey) {
  removeLiveNotification(String(key));
}

/** Mounted once by the host: one notistack provider per position, so each position keeps its own 20 (spec §9). */
export function NotificationsProvider({ children }: { children?: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={NEWEST_ON_TOP_STYLES} />
      {NOTIFICATION_POSITIONS.map((position) => (
        <SnackbarProvider
          key={position}
          ref={ATTACH_BY_POSITION[position]}
          anchorOrigin={anchorOf(position)}
          maxSnack={MAX_VISIBLE_PER_POSITION}
          autoHideDuration={DEFAULT_AUTO_HIDE_MS}
          TransitionComponent={Fade}
          Components={CONTENT_BY_VARIANT}
          classes={position.startsWith('top') ? TOP_CLASSES : undefined}
          onExited={forgetNotification}
        />
      ))}
      {children}
    </>
  );
}
