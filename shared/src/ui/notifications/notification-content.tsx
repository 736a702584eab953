import { MaterialDesignContent, type CustomContentProps } from 'notistack';
import type { CSSProperties, Ref } from 'react';
import { appTheme } from '../theme/app-theme';
import { useStore } from 'zustand';
import { closeNotification } from './notify';
import type { NotificationVariant } from './notification-options';
import { notificationStore } from './notification-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

type NotificationContentProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/**
 * The content's own style only paints its background: the fade animates the outer element and the swipe the middle
 * one. notistack's own green, orange and blue carry white text at 3.0–3.3:1; the theme's colours reach WCAG AA (4.5:1).
 */
const CONTENT_STYLE: Readonly<Record<NotificationVariant, CSSProperties>> = {
  success: { backgroundColor: appTheme.palette.success.main },
  error: { backgroundColor: appTheme.palette.error.main },
  warning: { backgroundColor: appTheme.palette.warning.main },
  info: { backgroundColor: appTheme.palette.info.main },
  default: {},
};

/** notistack content for every variant: live message (updatable), close on click, swipe to dismiss. */
export function NotificationContent({ ref, style, ...snack }: NotificationContentProps) {
  const id = String(snack.id);
  const live = useStore(notificationStore, (state) => state.items[id]);
  const swipe = useSwipeDismiss(() => closeNotification(id));

  const handleClick = () => {
    if (!swipe.wasDragged()) closeNotification(id);
  };

  return (
    <div ref={ref} style={style}>
      <div style={swipe.style} onClick={handleClick} {...swipe.handlers}>
        <MaterialDesignContent
          {...snack}
          style={CONTENT_STYLE[live?.variant ?? snack.variant]}
          message={live?.message ?? snack.message}
          variant={live?.variant ?? snack.variant}
        />
      </div>
    </div>
  );
}
