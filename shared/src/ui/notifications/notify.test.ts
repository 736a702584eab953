import { describe, expect, test } from '@jest/globals';
import type { Notifier } from './notification-options';
import { clearNotifications, closeNotification, notify, setNotifyImplementation, updateNotification } from './notify';

describe('setNotifyImplementation', () => {
  test('routes notify, close, update and clear to the given notifier until restored', () => {
    const calls: unknown[][] = [];
    const spy: Notifier = {
      notify: (...args) => (calls.push(['notify', ...args]), 'id-espia'),
      close: (...args) => void calls.push(['close', ...args]),
      update: (...args) => void calls.push(['update', ...args]),
      clear: () => void calls.push(['clear']),
    };
    const restore = setNotifyImplementation(spy);
    expect(notify('Hola', { variant: 'info' })).toBe('id-espia');
    closeNotification('a');
    updateNotification('b', 'nuevo');
    clearNotifications();
    restore();
    expect(notify('Después')).toMatch(/^notification-\d+$/);
    expect(calls).toEqual([['notify', 'Hola', { variant: 'info' }], ['close', 'a'], ['update', 'b', 'nuevo'], ['clear']]);
    clearNotifications();
  });
});
