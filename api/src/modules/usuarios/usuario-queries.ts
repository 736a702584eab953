import { asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  BIOLAB,
  buscarFila,
  LABORATORIO,
  type CatalogoFila,
  type HospitalSelect,
  type Usuario,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, usuario, usuarioBiolab, usuarioHospital, usuarioLaboratorio } from '../../db/schema';
import { listarPaginaAdmin, type FiltroListadoAdmin, type ListadoAdmin } from '../../platform/listado-admin-queries';
import { isoString } from '../../platform/response-schemas';

// Correlated subqueries: drizzle leaves columns unqualified in a single-table select, so tables are named here.
const hospitalesDelUsuario = sql<HospitalSelect[]>`coalesce((
  select json_agg(json_build_object('hospital_id', ${hospital}.hospital_id, 'codigo', ${hospital}.codigo, 'nombre', ${hospital}.nombre)
    order by ${hospital}.nombre)
  from ${usuarioHospital} inner join ${hospital} on ${hospital}.hospital_id = ${usuarioHospital}.hospital_id
  where ${usuarioHospital}.usuario_id = ${usuario}.usuario_id), '[]'::json)`;

const laboratoriosDelUsuario = sql<string[]>`coalesce((
  select json_agg(${usuarioLaboratorio}.laboratorio) from ${usuarioLaboratorio}
  where ${usuarioLaboratorio}.usuario_id = ${usuario}.usuario_id), '[]'::json)`;

const biolabsDelUsuario = sql<string[]>`coalesce((
  select json_agg(${usuarioBiolab}.biolab) from ${usuarioBiolab}
  where ${usuarioBiolab}.usuario_id = ${usuario}.usuario_id), '[]'::json)`;

const columnasUsuario = {
  usuario_id: usuario.usuario_id,
  email: usuario.email,
  nombre: usuario.nombre,
  apellidos: usuario.apellidos,
  rol: usuario.rol,
  activo: usuario.activo,
  ultimo_acceso: usuario.ultimo_acceso,
  version: usuario.version,
  creado_en: usuario.creado_en,
  modificado_en: usuario.modificado_en,
  hospitales: hospitalesDelUsuario,
  laboratorios: laboratoriosDelUsuario,
  biolabs: biolabsDelUsuario,
};

function seleccionUsuarios(db: Database) {
  return db.select(columnasUsuario).from(usuario);
}

type FilaUsuario = Awaited<ReturnType<typeof seleccionUsuarios>>[number];

/** Codes in catalogue order, as every list of the registry is shown. */
function enOrdenDeCatalogo(filas: readonly CatalogoFila[], codigos: readonly string[]): string[] {
  const orden = (codigo: string) => buscarFila(filas, codigo)?.orden ?? Number.MAX_SAFE_INTEGER;
  return [...codigos].sort((a, b) => orden(a) - orden(b));
}

function aUsuario(fila: FilaUsuario): Usuario {
  return {
    ...fila,
    laboratorios: enOrdenDeCatalogo(LABORATORIO, fila.laboratorios),
    biolabs: enOrdenDeCatalogo(BIOLAB, fila.biolabs),
    ultimo_acceso: isoString(fila.ultimo_acceso),
    creado_en: isoString(fila.creado_en),
    modificado_en: isoString(fila.modificado_en),
  };
}

/** A user with their hospitals, laboratories and biolabs, or null. */
export async function cargarUsuario(db: Database, usuarioId: number): Promise<Usuario | null> {
  const filas = await seleccionUsuarios(db).where(eq(usuario.usuario_id, usuarioId));
  return filas[0] === undefined ? null : aUsuario(filas[0]);
}

const LISTADO_USUARIOS = {
  tabla: usuario,
  seleccion: (db: Database) => seleccionUsuarios(db).$dynamic(),
  busqueda: [usuario.email, usuario.nombre, usuario.apellidos],
  activo: usuario.activo,
  orden: [asc(usuario.apellidos), asc(usuario.nombre), asc(usuario.usuario_id)],
} satisfies ListadoAdmin<PgSelect>;

/** One page of users by surname and name, and how many match in total. */
export async function listarUsuarios(db: Database, filtro: FiltroListadoAdmin): Promise<{ items: Usuario[]; total: number }> {
  const { items, total } = await listarPaginaAdmin(db, LISTADO_USUARIOS, filtro);
  return { items: items.map(aUsuario), total };
}

/** What a login needs to check a password: never leaves the API. */
export async function buscarCredenciales(db: Database, email: string) {
  const filas = await db
    .select({
      usuario_id: usuario.usuario_id,
      rol: usuario.rol,
      activo: usuario.activo,
      password_hash: usuario.password_hash,
      debe_cambiar_password: usuario.debe_cambiar_password,
    })
    .from(usuario)
    .where(eq(sql`lower(${usuario.email})`, email.toLowerCase()));
  return filas[0] ?? null;
}
