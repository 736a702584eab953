import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { CAMPOS_BIOBANCO, type RegistroBiobanco } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, paciente } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';
import { datosDe } from '../muestras/muestra-queries';

/** `{upn}-B{id}`: how a biobank record is named to users (data-dictionary §5.5). */
export const identificadorBiobanco = (upn: string, id: number): string => `${upn}-B${id}`;

function consulta(db: Database, condicion: SQL | undefined) {
  return db
    .select({ registro: biobanco, upn: paciente.upn })
    .from(biobanco)
    .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
    .where(and(eq(biobanco.eliminado, false), condicion))
    .$dynamic();
}

function vista({ registro, upn }: { registro: typeof biobanco.$inferSelect; upn: string }): RegistroBiobanco {
  return {
    biobanco_id: registro.biobanco_id,
    identificador: identificadorBiobanco(upn, registro.biobanco_id),
    upn,
    paciente_id: registro.paciente_id,
    datos: datosDe(CAMPOS_BIOBANCO, registro),
    avisos: registro.avisos,
    version: registro.version,
    creado_en: isoString(registro.creado_en),
    modificado_en: isoString(registro.modificado_en),
  };
}

export async function cargarRegistroBiobanco(db: Database, biobancoId: number): Promise<RegistroBiobanco | null> {
  const [fila] = await consulta(db, eq(biobanco.biobanco_id, biobancoId));
  return fila === undefined ? null : vista(fila);
}

export type FiltroBiobanco = { pagina: number; tamano: number; biolab: string | null; estado_alicuota: string | null; upn: string | null };

/** One page of the records in scope (the biobank worklist), newest entry first. */
export async function listarBiobanco(db: Database, filtro: FiltroBiobanco, alcance: SQL | undefined): Promise<{ items: RegistroBiobanco[]; total: number }> {
  const condicion = and(
    alcance,
    filtro.biolab === null ? undefined : eq(biobanco.biolab, filtro.biolab as never),
    filtro.estado_alicuota === null ? undefined : eq(biobanco.estado_alicuota, filtro.estado_alicuota as never),
    filtro.upn === null ? undefined : eq(paciente.upn, filtro.upn.trim().toUpperCase()),
  );
  const filas = await consulta(db, condicion)
    .orderBy(desc(biobanco.fecha_entrada), asc(biobanco.biobanco_id))
    .limit(filtro.tamano)
    .offset((filtro.pagina - 1) * filtro.tamano);
  const [conteo] = await db
    .select({ total: count() })
    .from(biobanco)
    .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
    .where(and(eq(biobanco.eliminado, false), condicion));
  return { items: filas.map(vista), total: conteo?.total ?? 0 };
}
