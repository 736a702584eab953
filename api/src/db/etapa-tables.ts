import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DefinicionEtapa } from '@registro-lma/shared/domain';
import type { EtapaTable } from './etapa-table';

/** A stage's definition with the table(s) built from it. */
export type TablasEtapa = {
  readonly etapa: DefinicionEtapa;
  readonly tabla: EtapaTable;
  readonly subtabla: EtapaTable | null;
};

/** A column of a stage table by variable name (the tables are built from the field lists, so names are the variables). */
export function columna(tabla: EtapaTable, nombre: string): AnyPgColumn {
  const encontrada = (tabla as unknown as Record<string, AnyPgColumn | undefined>)[nombre];
  if (encontrada === undefined) throw new Error(`La tabla no tiene la columna ${nombre}.`);
  return encontrada;
}

export const claveId = (etapa: DefinicionEtapa): string => `${etapa.tabla}_id`;

/** Field and computed-value names of a stage: what is stored and answered as its `datos`. */
export function variablesDe(etapa: DefinicionEtapa): string[] {
  return [...etapa.campos, ...etapa.calculados].map((campo) => campo.name);
}
