import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CATALOGOS_SEMILLA } from '@registro-lma/shared/domain';
import { clientePglite } from '../db/connection';
import { MIGRACIONES, migracionesAnterioresA } from '../testing/migraciones-anteriores';

/** The migration's tag without its number, which may change when branches are merged. */
const MIGRACION = 'catalogos_en_espanol';

/** The column of each ⚙ catalogue that 0019 seeded in English. */
const COLUMNA: Readonly<Record<string, 'ventana' | 'poblacion' | 'nota'>> = {
  momento_muestra_lma_flow: 'ventana',
  momento_muestra_la_mix: 'ventana',
  momento_muestra_lamvyx: 'ventana',
  momento_muestra_pevolam: 'ventana',
  momento_muestra_flag_quida: 'ventana',
  momento_muestra_ven_a_qui: 'ventana',
  ensayo: 'poblacion',
  laboratorio_economico: 'nota',
};

type Fila = { catalogo: string; codigo: string; texto: string | null; version: number };

test(`migration ${MIGRACION}: an installed registry's English «Ventana», populations and funding notes become the seed's Spanish; what the administrator changed stays`, async () => {
  const client = clientePglite('memory://');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migracionesAnterioresA(MIGRACION) });
  // An administrator's own window for PEVOLAM's screening, set before the upgrade.
  await client.exec(`UPDATE catalogo_fila SET datos = jsonb_set(datos, '{ventana}', '"semana −4"'), version = 2 WHERE catalogo = 'momento_muestra_pevolam' AND codigo = 'CRIBADO'`);
  await migrate(db, { migrationsFolder: MIGRACIONES });

  const { rows } = await client.query<Fila>(`
    SELECT catalogo, codigo, CASE WHEN catalogo = 'laboratorio_economico' THEN nota ELSE datos ->> (CASE WHEN catalogo = 'ensayo' THEN 'poblacion' ELSE 'ventana' END) END AS texto, version
    FROM catalogo_fila WHERE catalogo IN (${Object.keys(COLUMNA).map((catalogo) => `'${catalogo}'`).join(', ')})
    ORDER BY catalogo, orden`);
  await client.close();
  assert.equal(rows.length, 8 + 7 + 51, 'the eight trials, the seven funding rows and the 51 trial moments');
  for (const fila of rows) {
    const semilla = CATALOGOS_SEMILLA[fila.catalogo]?.find((candidata) => candidata.codigo === fila.codigo) as Record<string, unknown> | undefined;
    assert.ok(semilla, `${fila.catalogo}/${fila.codigo} is a seed row`);
    const columna = COLUMNA[fila.catalogo] ?? 'ventana';
    if (fila.catalogo === 'momento_muestra_pevolam' && fila.codigo === 'CRIBADO') {
      assert.deepEqual([fila.texto, fila.version], ['semana −4', 2], 'the administrator’s value is left alone');
      continue;
    }
    const esperado = (semilla[columna] as string | null | undefined) ?? null;
    assert.equal(fila.texto, esperado, `${fila.catalogo}/${fila.codigo}: ${columna}`);
    assert.equal(fila.version, esperado === null ? 1 : 2, `${fila.catalogo}/${fila.codigo}: a rewritten row counts as changed`);
  }
});
