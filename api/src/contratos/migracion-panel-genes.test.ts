import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { clientePglite } from '../db/connection';
import { MIGRACIONES, migracionesAnterioresA } from '../testing/migraciones-anteriores';

/** The migration's tag without its number, which may change when branches are merged. */
const MIGRACION = 'panel_genes';

const panelesDe = async (client: ReturnType<typeof clientePglite>) =>
  (
    await client.query<{ ngs_id: number; genes: string[] }>(
      'SELECT n.ngs_id, p.genes FROM muestra_ngs n JOIN muestra_ngs_panel np ON np.ngs_id = n.ngs_id JOIN panel_genes p ON p.panel_genes_id = np.panel_genes_id ORDER BY n.ngs_id',
    )
  ).rows;

test(`migration ${MIGRACION}: every earlier NGS result gets its panel, each distinct list stored once; later inserts and changes of the genes keep it`, async () => {
  const client = clientePglite('memory://');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migracionesAnterioresA(MIGRACION) });
  // Rows alone, without their samples and patients: the panels are what is under test.
  await client.exec(`
    SET session_replication_role = replica;
    INSERT INTO muestra_ngs (muestra_id, paciente_id, genes_estudiados) VALUES
      (1, 1, '{NPM1,FLT3}'), (2, 1, '{NPM1,FLT3}'), (3, 2, '{TP53}'), (4, 3, '{}');
  `);
  await migrate(db, { migrationsFolder: MIGRACIONES });
  assert.deepEqual(await panelesDe(client), [
    { ngs_id: 1, genes: ['NPM1', 'FLT3'] },
    { ngs_id: 2, genes: ['NPM1', 'FLT3'] },
    { ngs_id: 3, genes: ['TP53'] },
    { ngs_id: 4, genes: [] },
  ]);
  assert.equal((await client.query('SELECT 1 FROM panel_genes')).rows.length, 3);

  // Triggers fire in the application's role, not under the replica role of the rows above.
  await client.exec(`
    SET session_replication_role = origin;
    ALTER TABLE muestra_ngs DISABLE TRIGGER ALL;
    ALTER TABLE muestra_ngs ENABLE TRIGGER muestra_ngs_panel_guardar;
    INSERT INTO muestra_ngs (muestra_id, paciente_id, genes_estudiados) VALUES (5, 4, '{TP53}');
    UPDATE muestra_ngs SET genes_estudiados = '{NPM1,FLT3,TP53}' WHERE ngs_id = 1;
  `);
  assert.deepEqual((await panelesDe(client)).filter((fila) => [1, 5].includes(fila.ngs_id)), [
    { ngs_id: 1, genes: ['NPM1', 'FLT3', 'TP53'] },
    { ngs_id: 5, genes: ['TP53'] },
  ]);
  assert.equal((await client.query('SELECT 1 FROM panel_genes')).rows.length, 4);
  await client.close();
});
