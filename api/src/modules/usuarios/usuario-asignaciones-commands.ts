import { eq, inArray } from 'drizzle-orm';
import { buscarFila, CAMPOS_USUARIO, codigosDesactivados, filasVigentes, formatMensaje, type CodigoBiolab, type CodigoLaboratorio } from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { hospital, usuarioBiolab, usuarioHospital, usuarioLaboratorio } from '../../db/schema';
import { invalidInput } from '../../platform/api-errors';

export interface Asignaciones {
  hospitales: readonly number[];
  laboratorios: readonly CodigoLaboratorio[];
  biolabs: readonly CodigoBiolab[];
}

/**
 * Every assigned hospital must exist; a hospital newly assigned must be active (an existing assignment to a
 * since-deactivated centre may stay). Otherwise 400 with G07 on `hospitales`.
 */
export async function comprobarHospitales(db: Database, ids: readonly number[], yaAsignados: readonly number[] = []): Promise<void> {
  if (ids.length === 0) return;
  const encontrados = await db
    .select({ hospital_id: hospital.hospital_id, activo: hospital.activo })
    .from(hospital)
    .where(inArray(hospital.hospital_id, [...ids]));
  const validos = new Set(
    encontrados.filter((fila) => fila.activo || yaAsignados.includes(fila.hospital_id)).map((fila) => fila.hospital_id),
  );
  if (ids.some((id) => !validos.has(id))) throw invalidInput({ hospitales: formatMensaje('G07') });
}

type CodigosAsignados = Pick<Asignaciones, 'laboratorios' | 'biolabs'>;

/**
 * Every assigned laboratory and biolab must be a code of the catalogue in force (G07 otherwise); a code newly
 * assigned must be active (an existing assignment to a since-deactivated one may stay).
 */
export async function comprobarCatalogosAsignados(db: Database, asignaciones: CodigosAsignados, yaAsignados: CodigosAsignados | null = null): Promise<void> {
  const vigentes = await leerCatalogosVigentes(db);
  const errores: Record<string, string> = {};
  for (const [campo, catalogo] of [
    ['laboratorios', 'laboratorio'],
    ['biolabs', 'biolab'],
  ] as const) {
    if (asignaciones[campo].some((codigo) => buscarFila(filasVigentes(vigentes, catalogo), codigo) === undefined)) errores[campo] = formatMensaje('G07');
  }
  const desactivados = codigosDesactivados(CAMPOS_USUARIO, asignaciones, yaAsignados, vigentes);
  if (Object.keys(errores).length > 0 || Object.keys(desactivados).length > 0) throw invalidInput({ ...desactivados, ...errores });
}

/** Replaces the user's hospitals, laboratories and biolabs (join rows carry who assigned them). */
export async function guardarAsignaciones(db: Database, usuarioId: number, asignaciones: Asignaciones, autorId: number | null): Promise<void> {
  const autoria = { creado_por: autorId, modificado_por: autorId };
  await db.delete(usuarioHospital).where(eq(usuarioHospital.usuario_id, usuarioId));
  await db.delete(usuarioLaboratorio).where(eq(usuarioLaboratorio.usuario_id, usuarioId));
  await db.delete(usuarioBiolab).where(eq(usuarioBiolab.usuario_id, usuarioId));
  if (asignaciones.hospitales.length > 0) {
    await db.insert(usuarioHospital).values(asignaciones.hospitales.map((hospital_id) => ({ usuario_id: usuarioId, hospital_id, ...autoria })));
  }
  if (asignaciones.laboratorios.length > 0) {
    await db.insert(usuarioLaboratorio).values(asignaciones.laboratorios.map((laboratorio) => ({ usuario_id: usuarioId, laboratorio, ...autoria })));
  }
  if (asignaciones.biolabs.length > 0) {
    await db.insert(usuarioBiolab).values(asignaciones.biolabs.map((biolab) => ({ usuario_id: usuarioId, biolab, ...autoria })));
  }
}
