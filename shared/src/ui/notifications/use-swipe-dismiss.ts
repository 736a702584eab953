import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { SWIPE_DISMISS_RATIO } from './notification-options';

/** Horizontal movement (px) past which a press is a drag, not a click. */
const CLICK_TOLERANCE_PX = 5;

interface Drag {
  startX: number;
  width: number;
}

/** Drag sideways to dismiss: released at ≥ 60 % of the element's width it calls `onDismiss`, otherwise it snaps back. */
export function useSwipeDismiss(onDismiss: () => void) {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    drag.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      drag.current = { startX: event.clientX, width: event.currentTarget.getBoundingClientRect().width };
      dragged.current = false;
      setDragging(true);
      // Keeps the move events coming when the pointer leaves the notification mid-drag.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (drag.current === null) return;
      const distance = event.clientX - drag.current.startX;
      if (Math.abs(distance) > CLICK_TOLERANCE_PX) dragged.current = true;
      setOffset(distance);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      end();
      if (current === null) return;
      const distance = event.clientX - current.startX;
      if (current.width > 0 && Math.abs(distance) >= SWIPE_DISMISS_RATIO * current.width) {
        setOffset(distance);
        onDismiss();
      } else {
        setOffset(0);
      }
    },
    onPointerCancel() {
      end();
      setOffset(0);
    },
  };

  const style: CSSProperties = {
    transform: offset === 0 ? undefined : `translateX(${offset}px)`,
    transition: dragging ? 'none' : 'transform 200ms ease-out',
    touchAction: 'pan-y',
    cursor: 'pointer',
  };

  /** True when the last press moved the element: the click that follows it must not close again. */
  const wasDragged = () => dragged.current;

  return { handlers, style, wasDragged };
}
