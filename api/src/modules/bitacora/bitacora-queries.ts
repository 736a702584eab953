import { and, count, desc, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { BitacoraEntrada, RegistroDe, Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { bitacora } from '../../db/schema';
import { containsPattern, pageOffset } from '../../db/query-helpers';
import { isoString } from '../../platform/response-schemas';
import type { BitacoraListada, CAMPOS_FILTRO_BITACORA } from './bitacora-schemas';

const ZONA_HORARIA = 'Europe/Madrid';

/**
 * Stores a client failure. With a valid token the user and role are the signed-in ones (verificado); without one
 * the failure may be precisely a lost session, so what the caller said is kept, but only as declared.
 */
export async function registrarBitacora(db: Database, entrada: BitacoraEntrada, autor: Usuario | null): Promise<number> {
  const { usuario: usuarioDeclarado, rol: rolDeclarado, ...resto } = entrada;
  const [fila] = await db
    .insert(bitacora)
    .values({
      ...resto,
      usuario: autor?.email ?? null,
      rol: autor?.rol ?? null,
      usuario_id: autor?.usuario_id ?? null,
      verificado: autor !== null,
      usuario_declarado: autor === null ? usuarioDeclarado : null,
      rol_declarado: autor === null ? rolDeclarado : null,
      creado_por: autor?.usuario_id ?? null,
      modificado_por: autor?.usuario_id ?? null,
    })
    .returning({ bitacora_id: bitacora.bitacora_id });
  if (fila === undefined) throw new Error('La bitácora no devolvió identificador.');
  return fila.bitacora_id;
}

type FiltroBitacora = RegistroDe<typeof CAMPOS_FILTRO_BITACORA>;

function condicionesDe(filtro: FiltroBitacora): SQL | undefined {
  const condiciones: SQL[] = [];
  if (filtro.desde !== null) {
    condiciones.push(gte(bitacora.creado_en, sql`(${filtro.desde}::date::timestamp at time zone ${ZONA_HORARIA})`));
  }
  if (filtro.hasta !== null) {
    condiciones.push(lt(bitacora.creado_en, sql`((${filtro.hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`));
  }
  if (filtro.usuario !== null) {
    // One of the two is set: the verified user, or the declared one.
    condiciones.push(ilike(sql`coalesce(${bitacora.usuario}, ${bitacora.usuario_declarado})`, containsPattern(filtro.usuario)));
  }
  if (filtro.url !== null) condiciones.push(ilike(bitacora.url, containsPattern(filtro.url)));
  return and(...condiciones);
}

/** One page of entries, newest first, and how many match in total. */
export async function listarBitacora(db: Database, filtro: FiltroBitacora): Promise<{ items: BitacoraListada[]; total: number }> {
  const donde = condicionesDe(filtro);
  const filas = await db
    .select({
      bitacora_id: bitacora.bitacora_id,
      fecha: bitacora.fecha,
      request: bitacora.request,
      response: bitacora.response,
      usuario: bitacora.usuario,
      rol: bitacora.rol,
      usuario_declarado: bitacora.usuario_declarado,
      rol_declarado: bitacora.rol_declarado,
      url: bitacora.url,
      usuario_id: bitacora.usuario_id,
      verificado: bitacora.verificado,
      creado_en: bitacora.creado_en,
    })
    .from(bitacora)
    .where(donde)
    .orderBy(desc(bitacora.creado_en), desc(bitacora.bitacora_id))
    .limit(filtro.tamano)
    .offset(pageOffset(filtro));
  const [conteo] = await db.select({ total: count() }).from(bitacora).where(donde);
  return { items: filas.map((fila) => ({ ...fila, creado_en: isoString(fila.creado_en) })), total: conteo?.total ?? 0 };
}
