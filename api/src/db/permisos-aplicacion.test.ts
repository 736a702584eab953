import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, onServer, type TestDatabase } from '../testing/test-database';
import { openDatabase, type DatabaseHandle } from './connection';
import { auditoria } from './schema';

// The API's role (DATABASE_URL) cannot remove an audit row by any route a superuser or the table's
// owner would have. Roles exist only on a PostgreSQL server: embedded PGlite is a single-user database.
const servidor = process.env.TEST_DATABASE_URL || undefined;

let testDatabase: TestDatabase;
let handle: DatabaseHandle;
let aplicacion: pg.Client;

/**
 * Why the server refuses a statement of the application role: its SQLSTATE and message ('' if it succeeds). The
 * message tells a missing privilege from the append-only trigger, which raises the same SQLSTATE.
 */
async function rechazo(sentencia: string): Promise<string> {
  try {
    await aplicacion.query(sentencia);
    return '';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `${code} ${message}`;
  }
}

async function filasDeAuditoria(): Promise<number> {
  const { rows } = await aplicacion.query<{ total: number }>('select count(*)::int as total from auditoria');
  return rows[0]?.total ?? -1;
}

const SIN_PRIVILEGIO = /^42501 permission denied (for|to set parameter)/;
const NO_PROPIETARIO = /^42501 must be owner of table/;

// Only on a PostgreSQL server: the embedded PGlite is single-user, without roles.
if (servidor !== undefined) describe('the application role and the audit trail', () => {
  before(async () => {
    testDatabase = await createTestDatabase();
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      handle = await openDatabase({ ...testDatabase, dataDir: 'memory://' });
      assert.equal(warn.mock.callCount(), 0, 'con un rol de aplicación no hay aviso');
    } finally {
      warn.mock.restore();
    }
    await handle.db.insert(auditoria).values({ tabla: 'paciente', registro_id: '1', accion: 'CREAR', despues: { upn: 'X' } });
    aplicacion = new pg.Client({ connectionString: testDatabase.databaseUrl });
    await aplicacion.connect();
  });

  after(async () => {
    await aplicacion?.end();
    await handle?.close();
    await testDatabase?.drop();
  });

  test('DELETE, UPDATE and TRUNCATE of audit rows are refused for lack of privilege', async () => {
    assert.match(await rechazo('delete from auditoria'), SIN_PRIVILEGIO);
    assert.match(await rechazo(`update auditoria set accion = 'BORRAR'`), SIN_PRIVILEGIO);
    assert.match(await rechazo('truncate auditoria'), SIN_PRIVILEGIO);
    assert.equal(await filasDeAuditoria(), 1);
  });

  test('the triggers cannot be disabled, nor skipped with session_replication_role', async () => {
    assert.match(await rechazo('alter table auditoria disable trigger all'), NO_PROPIETARIO);
    assert.match(await rechazo('alter table auditoria disable trigger auditoria_sin_cambios'), NO_PROPIETARIO);
    assert.match(await rechazo('set session_replication_role = replica'), SIN_PRIVILEGIO);
    assert.match(await rechazo('delete from auditoria'), SIN_PRIVILEGIO);
    assert.equal(await filasDeAuditoria(), 1);
  });

  test('no DDL: the role can neither drop, alter nor create tables, nor grant itself more', async () => {
    assert.match(await rechazo('drop table auditoria'), NO_PROPIETARIO);
    assert.match(await rechazo('alter table auditoria rename to otra'), NO_PROPIETARIO);
    assert.match(await rechazo('create table public.intrusa (x int)'), SIN_PRIVILEGIO);
    assert.match(await rechazo('create trigger t before insert on paciente for each row execute function auditoria_solo_insercion()'), SIN_PRIVILEGIO);
    // Granting without the grant option only warns «no privileges were granted».
    await aplicacion.query('grant delete on auditoria to current_user');
    assert.match(await rechazo('delete from auditoria'), SIN_PRIVILEGIO);
    assert.equal(await filasDeAuditoria(), 1);
  });

  test('it adds audit rows and reads and writes the other tables', async () => {
    await aplicacion.query(`insert into auditoria (tabla, registro_id, accion) values ('paciente', '2', 'VER')`);
    await aplicacion.query(`insert into hospital (codigo, nombre, ciudad, comunidad_autonoma) values ('ROL', 'Centro', 'Madrid', 'MD')`);
    await aplicacion.query(`update hospital set nombre = 'Otro' where codigo = 'ROL'`);
    await aplicacion.query(`delete from hospital where codigo = 'ROL'`);
    assert.equal(await filasDeAuditoria(), 2);
  });

  test('tables added later get the same privileges, append-only ones included', async () => {
    const propietario = testDatabase.databaseOwnerUrl ?? '';
    await onServer(
      propietario,
      'create table posterior (id int)',
      'create table posterior_solo_insercion (id int)',
      `create trigger sin_cambios before update or delete on posterior_solo_insercion
         for each row execute function auditoria_solo_insercion()`,
    );
    // Default privileges: usable at once, before any restart.
    await aplicacion.query('insert into posterior values (1)');
    await aplicacion.query('delete from posterior');
    // The next start (what follows a migration) finds the new append-only table by its trigger.
    await (await openDatabase({ ...testDatabase, dataDir: 'memory://' })).close();
    await aplicacion.query('insert into posterior_solo_insercion values (1)');
    assert.match(await rechazo('delete from posterior_solo_insercion'), SIN_PRIVILEGIO);
    assert.match(await rechazo('truncate posterior_solo_insercion'), SIN_PRIVILEGIO);
  });

  test('one role for everything still works, with a Spanish warning that it could alter the audit trail', async () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const unico = await openDatabase({ databaseUrl: testDatabase.databaseOwnerUrl, databaseOwnerUrl: undefined, dataDir: 'memory://' });
      await unico.close();
      assert.equal(warn.mock.callCount(), 1);
      assert.match(String(warn.mock.calls[0]?.arguments[0]), /podría desactivar las protecciones de la auditoría/);
    } finally {
      warn.mock.restore();
    }
  });
});
