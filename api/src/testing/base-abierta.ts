import { after, before } from 'node:test';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A migrated test database opened for the tests of one file: opened before them, closed and dropped after them (node:test
 * hooks). Read `handle` and `base` inside the tests.
 */
export function baseAbiertaParaPruebas(): { readonly handle: DatabaseHandle; readonly base: TestDatabase } {
  const abierta = {} as { handle: DatabaseHandle; base: TestDatabase };
  before(async () => {
    abierta.base = await createTestDatabase();
    abierta.handle = await openDatabase({ ...abierta.base, dataDir: 'memory://' });
  });
  after(async () => {
    await abierta.handle.close();
    await abierta.base.drop();
  });
  return abierta;
}
