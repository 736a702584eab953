import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { clientePglite } from '../db/connection';
import { MIGRACIONES, migracionesAnterioresA } from '../testing/migraciones-anteriores';

/** The migration's tag without its number, which may change when branches are merged. */
const MIGRACION = 'mejor_respuesta_intensiva';

test(`migration ${MIGRACION}: an intensive record keeps its computed best response in ind_mejor_respuesta; a non-intensive one keeps the one entered`, async () => {
  const client = clientePglite('memory://');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migracionesAnterioresA(MIGRACION) });
  // Rows alone, without their patients: the copy is what is under test.
  await client.exec(`
    SET session_replication_role = replica;
    INSERT INTO induccion (paciente_id, intencion_tratamiento, ind_mejor_respuesta, ind_mejor_respuesta_calculada) VALUES
      (1, 'INTENSIVO', NULL, 'RC'),
      (2, 'INTENSIVO', NULL, NULL),
      (3, 'NO_INTENSIVO', 'RP', NULL);
  `);
  await migrate(db, { migrationsFolder: MIGRACIONES });
  const { rows } = await client.query('SELECT paciente_id, ind_mejor_respuesta FROM induccion ORDER BY paciente_id');
  assert.deepEqual(rows, [
    { paciente_id: 1, ind_mejor_respuesta: 'RC' },
    { paciente_id: 2, ind_mejor_respuesta: null },
    { paciente_id: 3, ind_mejor_respuesta: 'RP' },
  ]);
  const columnas = await client.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'induccion' AND column_name = 'ind_mejor_respuesta_calculada'");
  assert.equal(columnas.rows.length, 0);
  await client.close();
});
