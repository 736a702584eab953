import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RegistroAuditoria, Usuario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { auditoria, paciente, usuario } from '../../db/schema';
import { pageOffset } from '../../db/query-helpers';
import { cambiosEntre } from '../../platform/cambios-auditoria-mapper';
import { isoString } from '../../platform/response-schemas';
import { auditoriaScope } from '../../platform/alcance/auditoria-scope';
import type { FiltroAuditoria } from './auditoria-schemas';

const ZONA_HORARIA = 'Europe/Madrid';

const SOLO_CIFRAS = /^\d+$/;

/** The patient of `?paciente=` (id or UPN); null when there is none, so the filter matches nothing. */
async function pacienteDelFiltro(db: Database, texto: string): Promise<number | null> {
  const condicion = SOLO_CIFRAS.test(texto) ? eq(paciente.paciente_id, Number(texto)) : eq(paciente.upn, texto.toUpperCase());
  const [encontrado] = await db.select({ id: paciente.paciente_id }).from(paciente).where(condicion);
  return encontrado?.id ?? null;
}

/** The user of `?usuario=` (id or e-mail, any case); null when there is none. */
async function usuarioDelFiltro(db: Database, texto: string): Promise<number | null> {
  const condicion = SOLO_CIFRAS.test(texto) ? eq(usuario.usuario_id, Number(texto)) : sql`lower(${usuario.email}) = ${texto.toLowerCase()}`;
  const [encontrado] = await db.select({ id: usuario.usuario_id }).from(usuario).where(condicion);
  return encontrado?.id ?? null;
}

/** The WHERE of the trail for `lector` with the filters; patient and user are looked up first. */
async function condicionesDe(db: Database, filtro: FiltroAuditoria, lector: Usuario): Promise<SQL | undefined> {
  const condiciones: (SQL | undefined)[] = [auditoriaScope(lector)];
  if (filtro.paciente !== null) {
    const pacienteId = await pacienteDelFiltro(db, filtro.paciente);
    condiciones.push(pacienteId === null ? sql`false` : eq(auditoria.paciente_id, pacienteId));
  }
  if (filtro.usuario !== null) {
    const usuarioId = await usuarioDelFiltro(db, filtro.usuario);
    condiciones.push(usuarioId === null ? sql`false` : eq(auditoria.usuario_id, usuarioId));
  }
  if (filtro.desde !== null) {
    condiciones.push(gte(auditoria.creado_en, sql`(${filtro.desde}::date::timestamp at time zone ${ZONA_HORARIA})`));
  }
  if (filtro.hasta !== null) {
    condiciones.push(lt(auditoria.creado_en, sql`((${filtro.hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`));
  }
  if (filtro.accion !== null) condiciones.push(eq(auditoria.accion, filtro.accion));
  if (filtro.tabla !== null) condiciones.push(eq(auditoria.tabla, filtro.tabla));
  return and(...condiciones);
}

const COLUMNAS = {
  auditoria_id: auditoria.auditoria_id,
  fecha: auditoria.creado_en,
  usuario_id: usuario.usuario_id,
  nombre: usuario.nombre,
  apellidos: usuario.apellidos,
  email: usuario.email,
  rol: auditoria.rol,
  accion: auditoria.accion,
  tabla: auditoria.tabla,
  registro_id: auditoria.registro_id,
  paciente_id: paciente.paciente_id,
  upn: paciente.upn,
  motivo: auditoria.motivo,
  antes: auditoria.antes,
  despues: auditoria.despues,
};

/** Rows newest first (the id follows insertion order), with who acted and the patient's UPN. */
function consultaFilas(db: Database, donde: SQL | undefined) {
  return db
    .select(COLUMNAS)
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.usuario_id, auditoria.usuario_id))
    .leftJoin(paciente, eq(paciente.paciente_id, auditoria.paciente_id))
    .where(donde)
    .orderBy(desc(auditoria.auditoria_id));
}

export type FilaAuditoria = Awaited<ReturnType<typeof consultaFilas>>[number];

function registroDe({ usuario_id, nombre, apellidos, email, paciente_id, upn, fecha, antes, despues, ...fila }: FilaAuditoria): RegistroAuditoria {
  return {
    ...fila,
    fecha: isoString(fecha),
    usuario: usuario_id === null || nombre === null || apellidos === null || email === null ? null : { usuario_id, nombre, apellidos, email },
    paciente: paciente_id === null || upn === null ? null : { paciente_id, upn },
    cambios: cambiosEntre(antes, despues),
  };
}

/** One page of the trail `lector` may read, and how many rows match in total. */
export async function listarAuditoria(
  db: Database,
  filtro: FiltroAuditoria & { pagina: number; tamano: number },
  lector: Usuario,
): Promise<{ items: RegistroAuditoria[]; total: number }> {
  const donde = await condicionesDe(db, filtro, lector);
  const [filas, [conteo]] = await Promise.all([
    consultaFilas(db, donde).limit(filtro.tamano).offset(pageOffset(filtro)),
    db.select({ total: count() }).from(auditoria).where(donde),
  ]);
  return { items: filas.map(registroDe), total: conteo?.total ?? 0 };
}

/** Rows read per query of an export: memory stays bounded whatever the trail's size. */
const LOTE_EXPORTACION = 1000;

/** Every row of the filtered trail, newest first, read in batches by id (keyset), for the CSV export. */
export async function* filasParaExportar(db: Database, filtro: FiltroAuditoria, lector: Usuario): AsyncGenerator<FilaAuditoria> {
  const donde = await condicionesDe(db, filtro, lector);
  let anterior: number | null = null;
  for (;;) {
    const lote: FilaAuditoria[] = await consultaFilas(db, anterior === null ? donde : and(donde, lt(auditoria.auditoria_id, anterior))).limit(
      LOTE_EXPORTACION,
    );
    yield* lote;
    const ultima = lote.at(-1);
    if (ultima === undefined || lote.length < LOTE_EXPORTACION) return;
    anterior = ultima.auditoria_id;
  }
}
