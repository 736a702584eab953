import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { dialogStore } from '../dialogs/dialog-store';
import { notificationStore } from '../notifications/notification-store';

/**
 * A host-wide component whose code (MUI Dialog, notistack) loads only the first time its store has something to
 * show, so the login page and the first paint never download it. Once needed it stays mounted, so closing
 * animations and the notifier's attached providers outlive the request that loaded them.
 */
function deferredUntil<S>(store: StoreApi<S>, needed: (state: S) => boolean, load: () => Promise<ComponentType>): ComponentType {
  // The theme travels with the MUI it styles: the host's first page draws no MUI and loads none.
  const Loaded = lazy(async () => {
    const [Component, { AppThemeProvider }] = await Promise.all([load(), import('../theme/app-theme-provider')]);
    return {
      default: function Themed() {
        return (
          <AppThemeProvider>
            <Component />
          </AppThemeProvider>
        );
      },
    };
  });
  return function DeferredHost() {
    const neededNow = useStore(store, needed);
    const [mounted, setMounted] = useState(false);
    if (neededNow && !mounted) setMounted(true);
    if (!neededNow && !mounted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}

/** The notistack providers, loaded with the first notification (raised ones wait in the notifier's queue). */
export const DeferredNotificationsHost = deferredUntil(
  notificationStore,
  (state) => Object.keys(state.items).length > 0,
  () => import('../notifications/notifications-provider').then((module) => module.NotificationsProvider),
);

/** The dialogs of confirm(), showWarning() and showError(), loaded with the first one requested. */
export const DeferredDialogsHost = deferredUntil(
  dialogStore,
  (state) => state.queue.length > 0,
  () => import('../dialogs/dialogs-host').then((module) => module.DialogsHost),
);
