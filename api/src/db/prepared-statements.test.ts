import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { nombreDeSentencia, PLAN_A_MEDIDA } from './prepared-statements';
import { filasDe } from './filas';

describe('which queries become prepared statements', () => {
  test('one name per text, whatever its values', () => {
    const texto = 'select * from paciente where paciente_id = $1';
    const nombre = nombreDeSentencia(texto, 1);
    assert.match(nombre ?? '', /^s_[\w-]{27}$/);
    assert.equal(nombreDeSentencia(texto, 1), nombre);
    assert.notEqual(nombreDeSentencia('select * from paciente where upn_numero = $1', 1), nombre);
  });

  test('queries planned for their values, LIKE patterns and bulk statements are not', () => {
    assert.equal(nombreDeSentencia(`${PLAN_A_MEDIDA} select 1 from paciente where upn_numero between $1 and $2`, 2), null);
    assert.equal(nombreDeSentencia(`with lectura as (${PLAN_A_MEDIDA} select 1 from paciente where upn between $1 and $2) select * from lectura`, 2), null);
    assert.equal(nombreDeSentencia('select 1 from paciente p where p.upn like $1', 1), null);
    assert.equal(nombreDeSentencia('select 1 from usuario where email ILIKE $1', 1), null);
    assert.equal(nombreDeSentencia('insert into paciente_ensayo values ($1, $2)', 2_000), null);
    assert.notEqual(nombreDeSentencia('select 1 from paciente where likely_column = $1', 1), null);
  });
});

describe('prepared statements on the database', () => {
  const api = usarApiDePrueba();

  test('a query run again and again answers for its own values each time; on PostgreSQL it was prepared', async () => {
    await api.app.db.transaction(async (tx) => {
      for (let valor = 1; valor <= 8; valor += 1) {
        const rows = await filasDe<{ doble: number }>(tx, sql`select ${valor}::int * 2 as doble`);
        assert.equal(rows[0]?.doble, valor * 2);
      }
      if (api.app.config.databaseUrl === undefined) return;
      const rows = await filasDe<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements where statement like '%::int * 2 as doble'`);
      assert.equal(rows[0]?.n, 1);
    });
  });
});
