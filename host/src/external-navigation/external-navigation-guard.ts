export const MENSAJE_NAVEGACION_EXTERNA = 'Navegación externa no permitida.';

/** Same origin (blob: URLs included) or an allow-listed origin; `about:blank` never leaves the application. */
export function isNavigationAllowed(target: string, currentHref: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target, currentHref);
  } catch {
    return false;
  }
  if (url.href === 'about:blank') return true;
  return url.origin === new URL(currentHref).origin || allowedOrigins.includes(url.origin);
}

export interface ExternalNavigationGuardOptions {
  allowedOrigins: readonly string[];
  onRefused: (target: string) => void;
  win?: Window;
}

/**
 * Spec §2: external navigation is refused unless explicitly allowed. Guards link activation (click and
 * middle click, in every React root and portal) and `window.open`. Returns the function that removes the guard.
 */
export function installExternalNavigationGuard({ allowedOrigins, onRefused, win = window }: ExternalNavigationGuardOptions): () => void {
  const refuseExternalLink = (event: MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (isNavigationAllowed(anchor.href, win.location.href, allowedOrigins)) return;
    event.preventDefault();
    onRefused(anchor.href);
  };

  const originalOpen = win.open;
  const guardedOpen: Window['open'] = (url, target, features) => {
    const href = url === undefined ? '' : String(url);
    if (href !== '' && !isNavigationAllowed(href, win.location.href, allowedOrigins)) {
      onRefused(href);
      return null;
    }
    return originalOpen.call(win, url, target, features);
  };

  win.document.addEventListener('click', refuseExternalLink);
  win.document.addEventListener('auxclick', refuseExternalLink);
  win.open = guardedOpen;
  return () => {
    win.document.removeEventListener('click', refuseExternalLink);
    win.document.removeEventListener('auxclick', refuseExternalLink);
    win.open = originalOpen;
  };
}
