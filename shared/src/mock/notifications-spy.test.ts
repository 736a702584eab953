import { afterEach, describe, expect, test } from '@jest/globals';
import { clearNotifications, closeNotification, notify, updateNotification } from '../ui/notifications/notify';
import { notifications, resetNotifications, restoreNotify } from './notifications-spy';

afterEach(() => resetNotifications());

describe('notifications spy', () => {
  test('records notify calls from the moment the mock is imported', () => {
    notify('Paciente guardado', { variant: 'success', position: 'bottom-right' });
    notify('Aviso');
    expect(notifications).toEqual([
      expect.objectContaining({ message: 'Paciente guardado', variant: 'success', options: { variant: 'success', position: 'bottom-right' } }),
      expect.objectContaining({ message: 'Aviso', variant: 'default', closed: false }),
    ]);
  });

  test('tracks updates, closes and clears by id', () => {
    const first = notify('Subiendo…', { autoHideMs: null });
    notify('Otra');
    updateNotification(first, { message: 'Subido', variant: 'success' });
    closeNotification(first);
    expect(notifications[0]).toMatchObject({ updates: [{ message: 'Subido', variant: 'success' }], closed: true });
    expect(notifications[1]?.closed).toBe(false);
    clearNotifications();
    expect(notifications[1]?.closed).toBe(true);
  });

  test('resetNotifications empties the list and ids stay unique', () => {
    const before = notify('Uno');
    resetNotifications();
    expect(notifications).toEqual([]);
    expect(notify('Dos')).not.toBe(before);
  });

  test('restoreNotify hands notify back to the real notifier', () => {
    restoreNotify();
    const id = notify('Real');
    expect(id).toMatch(/^notification-\d+$/);
    expect(notifications).toEqual([]);
    clearNotifications();
  });
});
