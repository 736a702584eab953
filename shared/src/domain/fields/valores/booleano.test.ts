import { expect, test } from '@jest/globals';
import { leerBooleano } from './booleano';

test('booleans are true or false; anything else is not an option (G07)', () => {
  expect(leerBooleano(true)).toEqual({ ok: true, valor: true });
  expect(leerBooleano(false)).toEqual({ ok: true, valor: false });
  expect(leerBooleano(null)).toEqual({ ok: true, valor: null });
  expect(leerBooleano('')).toEqual({ ok: true, valor: null });
  expect(leerBooleano('true')).toEqual({ ok: false, mensaje: 'Seleccione un valor de la lista.' });
  expect(leerBooleano(1)).toEqual({ ok: false, mensaje: 'Seleccione un valor de la lista.' });
});
