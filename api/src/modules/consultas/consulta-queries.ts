import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EstadoConsulta, FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { auditoria, consulta, consultaEvento, paciente, usuario } from '../../db/schema';
import { notFound } from '../../platform/api-errors';
import { isoString } from '../../platform/response-schemas';
import type { AlcanceListado } from '../../platform/alcance/paciente-scope';
import { COLUMNAS_ALCANCE_PACIENTE } from '../../platform/alcance/paciente-scope';
import { cambiosDeCorreccion } from './consulta-correccion-queries';
import type { ConsultaDetalle, ConsultaRespuesta } from './consulta-schemas';

export type FiltroConsultas = {
  hospital_id: number | null;
  estado: EstadoConsulta | null;
  paciente_id: number | null;
  formulario: FormularioConsulta | null;
};

/** What says which query it is and where: the list's columns and the export's. */
const DESTINO = {
  consulta_id: consulta.consulta_id,
  upn: paciente.upn,
  hospital_id: paciente.hospital_id,
  formulario: consulta.formulario,
  registro_id: consulta.registro_id,
  campo: consulta.campo,
  estado: consulta.estado,
  origen: consulta.origen,
  regla: consulta.regla,
};

const COLUMNAS = {
  ...DESTINO,
  paciente_id: consulta.paciente_id,
  version: consulta.version,
  creado_por: consulta.creado_por,
  creado_en: consulta.creado_en,
  modificado_en: consulta.modificado_en,
};

type FilaConsulta = Omit<ConsultaRespuesta, 'creado_en' | 'modificado_en'> & { creado_en: Date; modificado_en: Date };

const respuesta = (fila: FilaConsulta): ConsultaRespuesta => ({ ...fila, creado_en: isoString(fila.creado_en), modificado_en: isoString(fila.modificado_en) });

/** The queries of the patients a user may list that match the filters; the centre is the patient's current one. */
function condicionDe(alcance: AlcanceListado, filtro: FiltroConsultas) {
  return and(
    alcance(COLUMNAS_ALCANCE_PACIENTE),
    filtro.hospital_id === null ? undefined : eq(paciente.hospital_id, filtro.hospital_id),
    filtro.estado === null ? undefined : eq(consulta.estado, filtro.estado),
    filtro.paciente_id === null ? undefined : eq(consulta.paciente_id, filtro.paciente_id),
    filtro.formulario === null ? undefined : eq(consulta.formulario, filtro.formulario),
  );
}

/** The queries of the patients a user may list, newest change first; the centre is the patient's current one. */
export async function listarConsultas(db: Database, alcance: AlcanceListado, filtro: FiltroConsultas, pagina: { pagina: number; tamano: number }) {
  const condicion = condicionDe(alcance, filtro);
  const filas = await db
    .select({ ...COLUMNAS, total: sql<number>`count(*) over ()::int` })
    .from(consulta)
    .innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id))
    .where(condicion)
    .orderBy(desc(consulta.modificado_en), desc(consulta.consulta_id))
    .limit(pagina.tamano)
    .offset((pagina.pagina - 1) * pagina.tamano);
  const total = filas[0]?.total ?? (pagina.pagina === 1 ? 0 : await contar(db, condicion));
  return { items: filas.map(({ total: _total, ...fila }) => respuesta(fila)), total };
}

/** One step of a query's thread with its query, as the export writes it. */
export type PasoExportado = Omit<ConsultaRespuesta, 'version' | 'creado_por' | 'creado_en' | 'modificado_en' | 'paciente_id'> & {
  paso: number;
  tipo: string;
  texto_consulta: string | null;
  auditoria_id: number | null;
  usuario_id: number | null;
  /** Who took the step, «Nombre Apellidos», and their role: the worklist is read by people, not by ids. */
  usuario: string | null;
  rol: string | null;
  fecha: string;
};

/** Every step of the queries of the patients a user may list (the list's filters), query by query, oldest step first. */
export async function pasosDeConsultas(db: Database, alcance: AlcanceListado, filtro: FiltroConsultas): Promise<PasoExportado[]> {
  const filas = await db
    .select({
      ...DESTINO,
      paso: sql<number>`row_number() over (partition by ${consulta.consulta_id} order by ${consultaEvento.consulta_evento_id})::int`,
      tipo: consultaEvento.tipo,
      texto_consulta: consultaEvento.texto_consulta,
      auditoria_id: consultaEvento.auditoria_id,
      usuario_id: consultaEvento.usuario_id,
      usuario: sql<string | null>`${usuario.nombre} || ' ' || ${usuario.apellidos}`,
      rol: usuario.rol,
      fecha: consultaEvento.creado_en,
    })
    .from(consulta)
    .innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id))
    .innerJoin(consultaEvento, eq(consultaEvento.consulta_id, consulta.consulta_id))
    .leftJoin(usuario, eq(usuario.usuario_id, consultaEvento.usuario_id))
    .where(condicionDe(alcance, filtro))
    .orderBy(asc(consulta.consulta_id), asc(consultaEvento.consulta_evento_id));
  return filas.map((fila) => ({ ...fila, fecha: isoString(fila.fecha) }));
}

async function contar(db: Database, condicion: ReturnType<typeof and>): Promise<number> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(consulta).innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id)).where(condicion);
  return fila?.n ?? 0;
}

/**
 * One query with its whole thread, oldest step first: who took each step (name and role; the name only when
 * `conNombres`, as the read-only role reads no user's name) and, for an answer, what its linked correction changed.
 */
export async function leerConsulta(db: Database, consultaId: number, conNombres = true): Promise<ConsultaDetalle> {
  const [fila] = await db.select(COLUMNAS).from(consulta).innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id)).where(eq(consulta.consulta_id, consultaId));
  if (fila === undefined) throw notFound();
  const hilo = await db
    .select({
      consulta_evento_id: consultaEvento.consulta_evento_id,
      tipo: consultaEvento.tipo,
      texto_consulta: consultaEvento.texto_consulta,
      auditoria_id: consultaEvento.auditoria_id,
      usuario_id: consultaEvento.usuario_id,
      nombre: usuario.nombre,
      apellidos: usuario.apellidos,
      rol: usuario.rol,
      creado_en: consultaEvento.creado_en,
      antes: auditoria.antes,
      despues: auditoria.despues,
    })
    .from(consultaEvento)
    .innerJoin(usuario, eq(usuario.usuario_id, consultaEvento.usuario_id))
    .leftJoin(auditoria, eq(auditoria.auditoria_id, consultaEvento.auditoria_id))
    .where(eq(consultaEvento.consulta_id, consultaId))
    .orderBy(asc(consultaEvento.consulta_evento_id));
  const formulario = fila.formulario as FormularioConsulta;
  return {
    ...respuesta(fila),
    hilo: hilo.map(({ nombre, apellidos, antes, despues, ...paso }) => ({
      ...paso,
      usuario: conNombres ? { nombre, apellidos } : null,
      creado_en: isoString(paso.creado_en),
      correccion: paso.auditoria_id === null ? [] : cambiosDeCorreccion(formulario, fila.campo, antes, despues),
    })),
  };
}
