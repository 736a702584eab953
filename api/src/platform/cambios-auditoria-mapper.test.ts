import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cambiosEntre } from './cambios-auditoria-mapper';

test('only the fields whose value changed, bookkeeping columns left out', () => {
  assert.deepEqual(
    cambiosEntre(
      { sexo: 'MUJER', entidad: 'LMA', avisos: [], version: 1, modificado_en: 'a' },
      { sexo: 'MUJER', entidad: 'LPA', avisos: ['x'], version: 2, modificado_en: 'b' },
    ),
    [
      { campo: 'entidad', antes: 'LMA', despues: 'LPA' },
      { campo: 'avisos', antes: [], despues: ['x'] },
    ],
  );
});

test('a creation lists every field set; a deletion every field cleared', () => {
  assert.deepEqual(cambiosEntre(null, { ensayo: 'PEVOLAM', brazo: null }), [{ campo: 'ensayo', antes: null, despues: 'PEVOLAM' }]);
  assert.deepEqual(cambiosEntre({ ensayo: 'PEVOLAM' }, null), [{ campo: 'ensayo', antes: 'PEVOLAM', despues: null }]);
  assert.deepEqual(cambiosEntre(null, null), []);
});
