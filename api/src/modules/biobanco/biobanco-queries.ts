import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CAMPOS_BIOBANCO, ESTADOS_ALICUOTA_ALMACENADA, type PacienteDeBiobanco, type RegistroBiobanco } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, muestra, paciente } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';
import { datosDe } from '../muestras/muestra-queries';

/** `{upn}-B{id}`: how a biobank record is named to users (data-dictionary §5.5). */
export const identificadorBiobanco = (upn: string, id: number): string => `${upn}-B${id}`;

function consulta(db: Database, condicion: SQL | undefined) {
  return db
    .select({ registro: biobanco, upn: paciente.upn, codigo_muestra: muestra.codigo_muestra })
    .from(biobanco)
    .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
    .leftJoin(muestra, eq(muestra.muestra_id, biobanco.muestra_id))
    .where(and(eq(biobanco.eliminado, false), condicion))
    .$dynamic();
}

/** A biobank record as the API answers it (and the audit trail keeps it). */
export function vistaBiobanco({ registro, upn, codigo_muestra }: { registro: typeof biobanco.$inferSelect; upn: string; codigo_muestra: string | null }): RegistroBiobanco {
  return {
    biobanco_id: registro.biobanco_id,
    identificador: identificadorBiobanco(upn, registro.biobanco_id),
    upn,
    codigo_muestra,
    paciente_id: registro.paciente_id,
    datos: datosDe(CAMPOS_BIOBANCO, registro),
    avisos: registro.avisos,
    version: registro.version,
    creado_en: isoString(registro.creado_en),
    modificado_en: isoString(registro.modificado_en),
  };
}

/** The patient of a new entry: state, consent and its live samples by code (data-dictionary §5.5 `muestra_id`). */
export async function cargarPacienteDeBiobanco(db: Database, pacienteId: number): Promise<PacienteDeBiobanco | null> {
  const [encontrado] = await db
    .select({ upn: paciente.upn, estado: paciente.estado, consentimiento_muestras: paciente.consentimiento_muestras })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  if (encontrado === undefined) return null;
  const muestras = await db
    .select({ muestra_id: muestra.muestra_id, codigo_muestra: muestra.codigo_muestra, fecha_extraccion: muestra.fecha_extraccion, material: muestra.material })
    .from(muestra)
    .where(and(eq(muestra.paciente_id, pacienteId), eq(muestra.eliminado, false)))
    .orderBy(asc(muestra.codigo_muestra));
  return { ...encontrado, muestras };
}

export async function cargarRegistroBiobanco(db: Database, biobancoId: number): Promise<RegistroBiobanco | null> {
  const [fila] = await consulta(db, eq(biobanco.biobanco_id, biobancoId));
  return fila === undefined ? null : vistaBiobanco(fila);
}

/** A page of records matching `condicion` in `orden`, with the total. */
async function pagina(
  db: Database,
  condicion: SQL | undefined,
  orden: readonly SQL[],
  filtro: { pagina: number; tamano: number },
): Promise<{ items: RegistroBiobanco[]; total: number }> {
  const filas = await consulta(db, condicion)
    .orderBy(...orden)
    .limit(filtro.tamano)
    .offset((filtro.pagina - 1) * filtro.tamano);
  const [conteo] = await db
    .select({ total: count() })
    .from(biobanco)
    .innerJoin(paciente, eq(paciente.paciente_id, biobanco.paciente_id))
    .leftJoin(muestra, eq(muestra.muestra_id, biobanco.muestra_id))
    .where(and(eq(biobanco.eliminado, false), condicion));
  return { items: filas.map(vistaBiobanco), total: conteo?.total ?? 0 };
}

export type FiltroBiobanco = {
  pagina: number;
  tamano: number;
  biolab: string | null;
  estado_alicuota: (typeof biobanco.$inferSelect)['estado_alicuota'] | null;
  upn: string | null;
  codigo: string | null;
};

/** What a scanner reads off a label: the biobank's own code, the record's `{upn}-B{id}` or the source sample's tube code. */
function porCodigo(codigo: string): SQL | undefined {
  const texto = codigo.trim();
  const mayusculas = texto.toUpperCase();
  return or(
    eq(biobanco.codigo_biobanco, texto),
    eq(sql`${paciente.upn} || '-B' || ${biobanco.biobanco_id}`, mayusculas),
    eq(muestra.codigo_muestra, mayusculas),
  );
}

/** One page of the records in scope (the biobank worklist), newest entry first. */
export async function listarBiobanco(db: Database, filtro: FiltroBiobanco, alcance: SQL | undefined): Promise<{ items: RegistroBiobanco[]; total: number }> {
  const condicion = and(
    alcance,
    filtro.biolab === null ? undefined : eq(biobanco.biolab, filtro.biolab),
    filtro.estado_alicuota === null ? undefined : eq(biobanco.estado_alicuota, filtro.estado_alicuota),
    filtro.upn === null ? undefined : eq(paciente.upn, filtro.upn.trim().toUpperCase()),
    filtro.codigo === null ? undefined : porCodigo(filtro.codigo),
  );
  return pagina(db, condicion, [desc(biobanco.fecha_entrada), asc(biobanco.biobanco_id)], filtro);
}

/**
 * The destroy list (§5.5): aliquots still stored (DISPONIBLE, RESERVADA) of patients whose state is RETIRADO, in the
 * scope given, by patient and entry.
 */
export async function listarRetirados(
  db: Database,
  filtro: { pagina: number; tamano: number; biolab: string | null },
  alcance: SQL | undefined,
): Promise<{ items: RegistroBiobanco[]; total: number }> {
  const condicion = and(
    alcance,
    eq(paciente.estado, 'RETIRADO'),
    inArray(biobanco.estado_alicuota, [...ESTADOS_ALICUOTA_ALMACENADA]),
    filtro.biolab === null ? undefined : eq(biobanco.biolab, filtro.biolab),
  );
  return pagina(db, condicion, [asc(paciente.upn), asc(biobanco.fecha_entrada), asc(biobanco.biobanco_id)], filtro);
}
