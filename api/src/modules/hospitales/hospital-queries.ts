import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Hospital, HospitalSelect } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, usuario, usuarioHospital } from '../../db/schema';
import { containsPattern, pageOffset } from '../../db/query-helpers';

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

export interface FiltroHospitales {
  q: string | null;
  activo: boolean | undefined;
  pagina: number;
  tamano: number;
}

function condicionesDe(filtro: FiltroHospitales): SQL | undefined {
  const condiciones: SQL[] = [];
  if (filtro.q !== null) {
    const patron = containsPattern(filtro.q);
    const busqueda = or(ilike(hospital.codigo, patron), ilike(hospital.nombre, patron), ilike(hospital.ciudad, patron));
    if (busqueda) condiciones.push(busqueda);
  }
  if (filtro.activo !== undefined) condiciones.push(eq(hospital.activo, filtro.activo));
  return and(...condiciones);
}

/** One page of hospitals by name, and how many match in total. */
export async function listarHospitales(db: Database, filtro: FiltroHospitales): Promise<{ items: Hospital[]; total: number }> {
  const donde = condicionesDe(filtro);
  const items = await db
    .select(columnasHospital)
    .from(hospital)
    .where(donde)
    .orderBy(asc(hospital.nombre), asc(hospital.codigo))
    .limit(filtro.tamano)
    .offset(pageOffset(filtro));
  const [conteo] = await db.select({ total: count() }).from(hospital).where(donde);
  return { items, total: conteo?.total ?? 0 };
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
