import { afterEach, describe, expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { clearNotifications, closeNotification, notify, updateNotification } from './notify';
import { cleanUpNotifications, passTime, pressableOf, renderNotifications, TRANSITIONS_MS } from './notifications-test-setup';

afterEach(() => cleanUpNotifications());

const WIDTH = 300;

function showOne(message: string, options: Parameters<typeof notify>[1] = {}) {
  const rendered = renderNotifications();
  let id = '';
  act(() => {
    id = notify(message, { autoHideMs: null, ...options });
  });
  passTime(TRANSITIONS_MS);
  const pressable = pressableOf(message);
  pressable.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: 48 });
  return { ...rendered, id, pressable };
}

async function swipe(user: ReturnType<typeof showOne>['user'], target: HTMLElement, distance: number) {
  await user.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: 400 } },
    { coords: { clientX: 400 + distance / 2 } },
    { coords: { clientX: 400 + distance } },
    { keys: '[/MouseLeft]' },
  ]);
}

test('each variant is painted in the theme colour that white text reads on at 4.5:1 (notistack’s own green is 3:1)', () => {
  showOne('Guardado', { variant: 'success' });
  const contenido = screen.getByText('Guardado').closest<HTMLElement>('.notistack-MuiContent');
  expect(contenido?.style.backgroundColor).toBe('rgb(46, 125, 50)');
  act(() => {
    notify('Con aviso', { variant: 'warning', autoHideMs: null });
  });
  passTime(TRANSITIONS_MS);
  expect(screen.getByText('Con aviso').closest<HTMLElement>('.notistack-MuiContent')?.style.backgroundColor).toBe('rgb(161, 80, 0)');
});

describe('notification interaction', () => {
  test('closes on click', async () => {
    const { user } = showOne('Pulse para cerrar');
    await user.click(screen.getByText('Pulse para cerrar'));
    passTime(TRANSITIONS_MS);
    expect(screen.queryByText('Pulse para cerrar')).toBeNull();
  });

  test('a swipe shorter than 60 % of the width snaps back and keeps it open', async () => {
    const { user, pressable } = showOne('Casi');
    await swipe(user, pressable, 0.59 * WIDTH);
    passTime(TRANSITIONS_MS);
    expect(screen.getByText('Casi')).toBeTruthy();
    expect(pressable.style.transform).toBe('');
  });

  test('follows the pointer while dragged', async () => {
    const { user, pressable } = showOne('Arrastrando');
    await user.pointer([
      { keys: '[MouseLeft>]', target: pressable, coords: { clientX: 400 } },
      { coords: { clientX: 350 } },
    ]);
    expect(pressable.style.transform).toBe('translateX(-50px)');
    await user.pointer({ keys: '[/MouseLeft]' });
  });

  test.each([
    ['right', 0.6 * WIDTH],
    ['left', -0.75 * WIDTH],
  ])('a swipe to the %s of at least 60 %% of the width dismisses it', async (_direction, distance) => {
    const { user, pressable } = showOne('Deslizar');
    await swipe(user, pressable, distance);
    passTime(TRANSITIONS_MS);
    expect(screen.queryByText('Deslizar')).toBeNull();
  });

  test('updateNotification changes the message and variant of an open notification in place', () => {
    const { id } = showOne('Subiendo informe…', { variant: 'info' });
    const alert = screen.getByRole('alert');
    act(() => updateNotification(id, 'Informe subido'));
    expect(alert.textContent).toBe('Informe subido');
    act(() => updateNotification(id, { variant: 'success' }));
    expect(alert.className).toContain('notistack-MuiContent-success');
    expect(alert.textContent).toBe('Informe subido');
  });

  test('closeNotification closes only the given one', () => {
    const { id } = showOne('Primera');
    act(() => {
      notify('Segunda', { autoHideMs: null });
    });
    passTime(TRANSITIONS_MS);
    act(() => closeNotification(id));
    passTime(TRANSITIONS_MS);
    expect(screen.queryByText('Primera')).toBeNull();
    expect(screen.getByText('Segunda')).toBeTruthy();
  });

  test('clearNotifications closes every position', () => {
    showOne('Arriba', { position: 'top-left' });
    act(() => {
      notify('Abajo', { position: 'bottom-right', autoHideMs: null });
    });
    passTime(TRANSITIONS_MS);
    act(() => clearNotifications());
    passTime(TRANSITIONS_MS);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
