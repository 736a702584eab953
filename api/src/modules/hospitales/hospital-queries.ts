import { and, asc, count, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Hospital, HospitalSelect } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, usuario, usuarioHospital } from '../../db/schema';
import { listarPaginaAdmin, type FiltroListadoAdmin, type ListadoAdmin } from '../../platform/listado-admin-queries';

const columnasHospital = {
  hospital_id: hospital.hospital_id,
  codigo: hospital.codigo,
  nombre: hospital.nombre,
  ciudad: hospital.ciudad,
  provincia: hospital.provincia,
  pais: hospital.pais,
  comunidad_autonoma: hospital.comunidad_autonoma,
  investigador_principal: hospital.investigador_principal,
  email_contacto: hospital.email_contacto,
  activo: hospital.activo,
  version: hospital.version,
};

export async function cargarHospital(db: Database, hospitalId: number): Promise<Hospital | null> {
  const filas = await db.select(columnasHospital).from(hospital).where(eq(hospital.hospital_id, hospitalId));
  return filas[0] ?? null;
}

/** Active hospitals for selectors, by name. */
export function listarHospitalesActivos(db: Database): Promise<HospitalSelect[]> {
  return db
    .select({ hospital_id: hospital.hospital_id, codigo: hospital.codigo, nombre: hospital.nombre })
    .from(hospital)
    .where(eq(hospital.activo, true))
    .orderBy(asc(hospital.nombre), asc(hospital.codigo));
}

const LISTADO_HOSPITALES = {
  tabla: hospital,
  seleccion: (db: Database) => db.select(columnasHospital).from(hospital).$dynamic(),
  busqueda: [hospital.codigo, hospital.nombre, hospital.ciudad],
  activo: hospital.activo,
  orden: [asc(hospital.nombre), asc(hospital.codigo)],
} satisfies ListadoAdmin<PgSelect>;

/** One page of hospitals by name, and how many match in total. */
export function listarHospitales(db: Database, filtro: FiltroListadoAdmin): Promise<{ items: Hospital[]; total: number }> {
  return listarPaginaAdmin(db, LISTADO_HOSPITALES, filtro);
}

/** How many active users are assigned to the hospital. */
export async function contarUsuariosActivos(db: Database, hospitalId: number): Promise<number> {
  const [conteo] = await db
    .select({ total: count() })
    .from(usuarioHospital)
    .innerJoin(usuario, eq(usuario.usuario_id, usuarioHospital.usuario_id))
    .where(and(eq(usuarioHospital.hospital_id, hospitalId), eq(usuario.activo, true)));
  return conteo?.total ?? 0;
}
