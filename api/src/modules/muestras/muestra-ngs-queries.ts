import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE, CLAVE_VARIANTES, momentoGeneralDeEnsayo, type MuestraNgs } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestra, muestraNgs, ngsVariante, paciente } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';
import { datosDe } from './muestra-queries';

/** What an NGS result shows of its sample. */
export type MuestraDeNgs = Pick<typeof muestra.$inferSelect, 'codigo_muestra' | 'es_ensayo' | 'momento' | 'ensayo' | 'momento_ensayo'>;

/** An NGS result (header and its variant rows, in order) as the API answers it (and the audit trail keeps it). */
export function vistaNgs(cabecera: typeof muestraNgs.$inferSelect, origen: MuestraDeNgs, variantes: readonly (typeof ngsVariante.$inferSelect)[]): MuestraNgs {
  return {
    ngs_id: cabecera.ngs_id,
    muestra_id: cabecera.muestra_id,
    codigo_muestra: origen.codigo_muestra,
    paciente_id: cabecera.paciente_id,
    momento: origen.es_ensayo ? momentoGeneralDeEnsayo(origen.ensayo, origen.momento_ensayo) : origen.momento,
    datos: { ...datosDe(CAMPOS_MUESTRA_NGS, cabecera), [CLAVE_VARIANTES]: variantes.map((fila) => datosDe(CAMPOS_NGS_VARIANTE, fila)) },
    avisos: cabecera.avisos,
    version: cabecera.version,
    creado_en: isoString(cabecera.creado_en),
    modificado_en: isoString(cabecera.modificado_en),
  };
}

/** NGS results matching the condition (on `muestra_ngs` joined with its sample and patient), with their variants. */
export async function resultadosNgs(db: Database, condicion: SQL | undefined): Promise<MuestraNgs[]> {
  const filas = await db
    .select({
      cabecera: muestraNgs,
      codigo_muestra: muestra.codigo_muestra,
      es_ensayo: muestra.es_ensayo,
      momento: muestra.momento,
      ensayo: muestra.ensayo,
      momento_ensayo: muestra.momento_ensayo,
    })
    .from(muestraNgs)
    .innerJoin(muestra, eq(muestra.muestra_id, muestraNgs.muestra_id))
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(and(eq(muestraNgs.eliminado, false), eq(muestra.eliminado, false), condicion))
    .orderBy(desc(muestraNgs.fecha_informe), desc(muestraNgs.ngs_id));
  if (filas.length === 0) return [];
  const variantes = await db
    .select()
    .from(ngsVariante)
    .where(inArray(ngsVariante.ngs_id, filas.map((fila) => fila.cabecera.ngs_id)))
    .orderBy(asc(ngsVariante.orden));
  return filas.map(({ cabecera, ...origen }) => vistaNgs(cabecera, origen, variantes.filter((fila) => fila.ngs_id === cabecera.ngs_id)));
}

/** The live NGS result of a sample, null when none. */
export async function resultadoNgsDeMuestra(db: Database, muestraId: number): Promise<MuestraNgs | null> {
  const [resultado] = await resultadosNgs(db, eq(muestraNgs.muestra_id, muestraId));
  return resultado ?? null;
}
