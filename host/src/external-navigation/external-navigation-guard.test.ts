import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { installExternalNavigationGuard, isNavigationAllowed } from './external-navigation-guard';

const here = 'http://localhost/paciente/7';
let uninstall: () => void = () => undefined;
const refused = jest.fn<(target: string) => void>();

/** Clicks a link and tells whether the guard stopped it; jsdom itself is never asked to navigate. */
function clickLink(href: string): { defaultPrevented: boolean } {
  const link = document.createElement('a');
  link.href = href;
  const label = document.createElement('span');
  link.append(label);
  document.body.append(link);
  let defaultPrevented = false;
  // Window listeners run after the guard's document listener.
  const observe = (event: MouseEvent) => {
    defaultPrevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe, { once: true });
  label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  link.remove();
  return { defaultPrevented };
}

beforeEach(() => {
  refused.mockClear();
});

afterEach(() => {
  uninstall();
});

test('same-origin, blob and about:blank targets stay in the application', () => {
  expect(isNavigationAllowed('/descargas', here, [])).toBe(true);
  expect(isNavigationAllowed('blob:http://localhost/4f7a', here, [])).toBe(true);
  expect(isNavigationAllowed('about:blank', here, [])).toBe(true);
  expect(isNavigationAllowed('https://www.sehh.es/', here, [])).toBe(false);
  expect(isNavigationAllowed('mailto:registro@example.org', here, [])).toBe(false);
  expect(isNavigationAllowed('https://www.sehh.es/guia.pdf', here, ['https://www.sehh.es'])).toBe(true);
});

test('a link to another origin is refused and reported', () => {
  uninstall = installExternalNavigationGuard({ allowedOrigins: [], onRefused: refused });

  const event = clickLink('https://phishing.example.com/login');

  expect(event.defaultPrevented).toBe(true);
  expect(refused).toHaveBeenCalledWith('https://phishing.example.com/login');
});

test('allow-listed origins and internal links are followed', () => {
  uninstall = installExternalNavigationGuard({ allowedOrigins: ['https://www.sehh.es'], onRefused: refused });

  expect(clickLink('https://www.sehh.es/protocolo-lma.pdf').defaultPrevented).toBe(false);
  expect(clickLink('/descargas').defaultPrevented).toBe(false);
  expect(refused).not.toHaveBeenCalled();
});

test('window.open to another origin is refused; allowed targets reach the browser', () => {
  const opened = jest.fn<Window['open']>(() => null);
  window.open = opened;
  uninstall = installExternalNavigationGuard({ allowedOrigins: ['https://www.sehh.es'], onRefused: refused });

  expect(window.open('https://tracker.example.net/', '_blank')).toBeNull();
  window.open('/leucemia/api/ficheros/3', '_blank');
  window.open('https://www.sehh.es/guia.pdf');

  expect(refused).toHaveBeenCalledWith('https://tracker.example.net/');
  expect(opened.mock.calls.map(([url]) => url)).toEqual(['/leucemia/api/ficheros/3', 'https://www.sehh.es/guia.pdf']);
});

test('removing the guard restores window.open and stops refusing links', () => {
  const original = jest.fn<Window['open']>(() => null);
  window.open = original;
  installExternalNavigationGuard({ allowedOrigins: [], onRefused: refused })();

  expect(window.open).toBe(original);
  expect(clickLink('https://www.example.com/').defaultPrevented).toBe(false);
});
