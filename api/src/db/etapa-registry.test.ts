import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getTableColumns } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import { ETAPAS } from '@registro-lma/shared/domain';
import { etapaSubTable, etapaTable, type EtapaTable } from './etapa-table';
import { ETAPAS_POR_CLAVE, TABLAS_ETAPAS } from './etapa-registry';

const columnas = (tabla: EtapaTable) => Object.keys(getTableColumns(tabla)).sort();
const pacienteRef = () => integer().notNull();

test('every stage has its table in schema.ts, with exactly the columns its definition builds', () => {
  for (const etapa of ETAPAS) {
    const { tabla, subtabla } = TABLAS_ETAPAS[etapa.id];
    assert.deepEqual(columnas(tabla), columnas(etapaTable(etapa, pacienteRef)), etapa.id);
    assert.deepEqual(
      subtabla === null ? null : columnas(subtabla),
      etapa.subtabla === undefined ? null : columnas(etapaSubTable(etapa.subtabla, etapa, pacienteRef)),
      etapa.id,
    );
  }
});

test('each key of the patient history is read from one table; only the rescue lines share theirs, told apart by line', () => {
  for (const [clave, etapas] of ETAPAS_POR_CLAVE) {
    assert.equal(new Set(etapas.map(({ etapa }) => etapa.tabla)).size, 1, clave);
    if (etapas.length > 1) assert.deepEqual(etapas.map(({ etapa }) => etapa.lineaRescate), etapas.map((_, indice) => indice + 1), clave);
  }
  assert.equal([...ETAPAS_POR_CLAVE.values()].flat().length, ETAPAS.length);
});
