import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ETAPAS, type ClaveExpediente, type EtapaId } from '@registro-lma/shared/domain';
import * as schema from './schema';
import type { EtapaTable, TablasEtapa } from './etapa-table';

// schema.ts declares every table by hand (drizzle-kit reads it statically); the stages find theirs by name.
const TABLAS_POR_NOMBRE = new Map(
  Object.values(schema)
    .filter((valor) => is(valor, PgTable))
    .map((tabla) => [getTableName(tabla as PgTable), tabla as unknown as EtapaTable]),
);

function tablaDe(nombre: string): EtapaTable {
  const tabla = TABLAS_POR_NOMBRE.get(nombre);
  if (tabla === undefined) throw new Error(`La tabla ${nombre} no está declarada en schema.ts.`);
  return tabla;
}

/** Every stage with its tables, by stage id (both rescue lines share `rec_res`). */
export const TABLAS_ETAPAS = Object.fromEntries(
  ETAPAS.map((etapa) => [etapa.id, { etapa, tabla: tablaDe(etapa.tabla), subtabla: etapa.subtabla === undefined ? null : tablaDe(etapa.subtabla.nombre) }]),
) as Readonly<Record<EtapaId, TablasEtapa>>;

/** The rescue line a rescue stage holds (`rr_linea`), null for every other stage. */
export function lineaDeRescate(id: EtapaId): 1 | 2 | null {
  return TABLAS_ETAPAS[id].etapa.lineaRescate ?? null;
}

/** The stages stored under each key of the patient's history, in the record's order (both rescue lines under `rec_res`). */
export const ETAPAS_POR_CLAVE: ReadonlyMap<ClaveExpediente, readonly [TablasEtapa, ...TablasEtapa[]]> = new Map(
  ETAPAS.filter((etapa, indice) => ETAPAS.findIndex((otra) => otra.expediente === etapa.expediente) === indice).map((primera) => [
    primera.expediente,
    [TABLAS_ETAPAS[primera.id], ...ETAPAS.filter((etapa) => etapa.expediente === primera.expediente && etapa !== primera).map((etapa) => TABLAS_ETAPAS[etapa.id])],
  ]),
);
