import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { VARIANTE_MULTIPLE } from '@registro-lma/shared/domain';
import { clientePglite } from '../db/connection';
import { MIGRACIONES, migracionesAnterioresA } from '../testing/migraciones-anteriores';

/** The migration's tag without its number, which may change when branches are merged. */
const MIGRACION = 'perfil_ngs';

type Perfil = { paciente_id: number; estudiados: string[]; mutados: string[]; celdas: string; celdas_vus: string };

/** The profiles, each with the genes of its list (`conjunto_genes`). */
const perfiles = async (client: ReturnType<typeof clientePglite>): Promise<Perfil[]> =>
  (
    await client.query<Perfil>(
      'SELECT pf.paciente_id, cg.genes AS estudiados, pf.mutados, pf.celdas, pf.celdas_vus FROM perfil_ngs pf JOIN conjunto_genes cg ON cg.conjunto_genes_id = pf.estudiados_id ORDER BY pf.paciente_id',
    )
  ).rows;

type Vaf = { paciente_id: number; gen: string; vaf: number; vus: boolean };

const vafs = async (client: ReturnType<typeof clientePglite>): Promise<Vaf[]> =>
  (await client.query<Vaf>('SELECT paciente_id, gen, vaf_pct::float8 AS vaf, vus FROM vaf_ngs ORDER BY paciente_id, gen, vaf_pct')).rows;

test(`migration ${MIGRACION}: every earlier patient with a valid NGS result gets their profile, and every later statement writing results or variants keeps the profiles of their patients`, async () => {
  const client = clientePglite('memory://');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migracionesAnterioresA(MIGRACION) });
  // Rows alone, without their samples and patients: the profiles are what is under test.
  // Patient 1: two results (one panel each), NPM1 with two variant types, FLT3 VUS only, a benign TP53, a gene without symbol.
  // Patient 2: a failed run. Patient 3: a deleted result. Patient 4: a result with no variants.
  await client.exec(`
    SET session_replication_role = replica;
    INSERT INTO panel_genes (panel_genes_id, genes) OVERRIDING SYSTEM VALUE VALUES (1, '{NPM1,FLT3,OTRO}'), (2, '{TP53,NPM1}');
    INSERT INTO muestra_ngs (ngs_id, muestra_id, paciente_id, genes_estudiados, estado_ngs, eliminado) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 1, '{NPM1,FLT3,OTRO}', 'CON_VARIANTES', false), (2, 2, 1, '{TP53,NPM1}', 'CON_VARIANTES', false),
      (3, 3, 2, '{NPM1,FLT3,OTRO}', 'FALLIDO', false), (4, 4, 3, '{NPM1,FLT3,OTRO}', 'CON_VARIANTES', true),
      (5, 5, 4, '{TP53,NPM1}', 'SIN_VARIANTES', false);
    INSERT INTO muestra_ngs_panel (ngs_id, panel_genes_id) VALUES (1, 1), (2, 2), (3, 1), (4, 1), (5, 2);
    INSERT INTO ngs_variante (ngs_id, orden, gen, tipo_variante, clasificacion, vaf_pct) VALUES
      (1, 1, 'NPM1', 'FRAMESHIFT', 'PATOGENICA', 40.5), (2, 1, 'NPM1', 'MISSENSE', 'PROBABLEMENTE_PATOGENICA', 12),
      (1, 2, 'FLT3', 'ITD', 'VUS', 5), (2, 2, 'TP53', 'MISSENSE', 'BENIGNA', 30), (1, 3, 'OTRO', 'MISSENSE', 'PATOGENICA', 20),
      (3, 1, 'NPM1', 'FRAMESHIFT', 'PATOGENICA', 35), (4, 1, 'NPM1', 'FRAMESHIFT', 'PATOGENICA', 50);
    SELECT setval(pg_get_serial_sequence('panel_genes', 'panel_genes_id'), 2), setval(pg_get_serial_sequence('muestra_ngs', 'ngs_id'), 5);
  `);
  await migrate(db, { migrationsFolder: MIGRACIONES });
  assert.deepEqual(await perfiles(client), [
    {
      paciente_id: 1,
      estudiados: ['FLT3', 'NPM1', 'TP53'],
      mutados: ['NPM1'],
      celdas: `NPM1:${VARIANTE_MULTIPLE}`,
      celdas_vus: `FLT3:ITD,NPM1:${VARIANTE_MULTIPLE}`,
    },
    { paciente_id: 4, estudiados: ['NPM1', 'TP53'], mutados: [], celdas: '', celdas_vus: '' },
  ]);
  // The VAF of the counted variants of the same results: not a benign one, a gene without symbol, a failed run or a deleted result.
  assert.deepEqual(await vafs(client), [
    { paciente_id: 1, gen: 'FLT3', vaf: 5, vus: true },
    { paciente_id: 1, gen: 'NPM1', vaf: 12, vus: false },
    { paciente_id: 1, gen: 'NPM1', vaf: 40.5, vus: false },
  ]);

  // Triggers fire in the application's role, not under the replica role of the rows above.
  await client.exec(`
    SET session_replication_role = origin;
    ALTER TABLE muestra_ngs DISABLE TRIGGER ALL;
    ALTER TABLE muestra_ngs ENABLE TRIGGER muestra_ngs_panel_guardar;
    ALTER TABLE muestra_ngs ENABLE TRIGGER perfil_ngs_por_resultados_nuevos;
    ALTER TABLE muestra_ngs ENABLE TRIGGER perfil_ngs_por_resultados_cambiados;
    ALTER TABLE muestra_ngs ENABLE TRIGGER perfil_ngs_por_resultados_borrados;
    ALTER TABLE ngs_variante DISABLE TRIGGER ALL;
    ALTER TABLE ngs_variante ENABLE TRIGGER perfil_ngs_por_variantes_nuevas;
    ALTER TABLE ngs_variante ENABLE TRIGGER perfil_ngs_por_variantes_cambiadas;
    ALTER TABLE ngs_variante ENABLE TRIGGER perfil_ngs_por_variantes_borradas;
    DELETE FROM ngs_variante WHERE ngs_id = 2 AND gen = 'NPM1';
    UPDATE ngs_variante SET clasificacion = 'PATOGENICA' WHERE ngs_id = 1 AND gen = 'FLT3';
    UPDATE muestra_ngs SET estado_ngs = 'CON_VARIANTES' WHERE ngs_id = 3;
    UPDATE muestra_ngs SET eliminado = true WHERE ngs_id = 5;
    INSERT INTO muestra_ngs (muestra_id, paciente_id, genes_estudiados, estado_ngs) VALUES (6, 5, '{TP53}', 'CON_VARIANTES');
    INSERT INTO ngs_variante (ngs_id, orden, gen, tipo_variante, clasificacion) SELECT ngs_id, 1, 'TP53', 'NONSENSE', 'PATOGENICA' FROM muestra_ngs WHERE paciente_id = 5;
  `);
  assert.deepEqual(await perfiles(client), [
    {
      paciente_id: 1,
      estudiados: ['FLT3', 'NPM1', 'TP53'],
      mutados: ['FLT3', 'NPM1'],
      celdas: 'FLT3:ITD,NPM1:FRAMESHIFT',
      celdas_vus: 'FLT3:ITD,NPM1:FRAMESHIFT',
    },
    { paciente_id: 2, estudiados: ['FLT3', 'NPM1'], mutados: ['NPM1'], celdas: 'NPM1:FRAMESHIFT', celdas_vus: 'NPM1:FRAMESHIFT' },
    { paciente_id: 5, estudiados: ['TP53'], mutados: ['TP53'], celdas: 'TP53:NONSENSE', celdas_vus: 'TP53:NONSENSE' },
  ]);
  // A variant without VAF (patient 5's) has none to count.
  assert.deepEqual(await vafs(client), [
    { paciente_id: 1, gen: 'FLT3', vaf: 5, vus: false },
    { paciente_id: 1, gen: 'NPM1', vaf: 40.5, vus: false },
    { paciente_id: 2, gen: 'NPM1', vaf: 35, vus: false },
  ]);

  await client.exec('DELETE FROM ngs_variante WHERE ngs_id = 3; DELETE FROM muestra_ngs_panel WHERE ngs_id = 3; DELETE FROM muestra_ngs WHERE ngs_id = 3;');
  assert.deepEqual(
    (await perfiles(client)).map((perfil) => perfil.paciente_id),
    [1, 5],
    'a patient whose only result is gone has no profile',
  );
  assert.deepEqual((await vafs(client)).map((vaf) => vaf.paciente_id), [1, 1], 'nor any VAF');
  await client.close();
});
