import { MaterialDesignContent, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';
import { useStore } from 'zustand';
import { closeNotification } from './notify';
import { notificationStore } from './notification-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

type NotificationContentProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/** The content's own style stays empty: the fade animates the outer element and the swipe the middle one. */
const CONTENT_STYLE = {};

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
          style={CONTENT_STYLE}
          message={live?.message ?? snack.message}
          variant={live?.variant ?? snack.variant}
        />
      </div>
    </div>
  );
}
