import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EstadoConsulta, FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { consulta, consultaEvento, paciente } from '../../db/schema';
import { notFound } from '../../platform/api-error';
import { isoString } from '../../platform/response-schemas';
import type { AlcanceListado } from '../../platform/alcance/paciente-scope';
import { COLUMNAS_ALCANCE_PACIENTE } from '../../platform/alcance/paciente-scope';
import type { ConsultaDetalle, ConsultaRespuesta } from './consulta-schemas';

export type FiltroConsultas = {
  hospital_id: number | null;
  estado: EstadoConsulta | null;
  paciente_id: number | null;
  formulario: FormularioConsulta | null;
};

const COLUMNAS = {
  consulta_id: consulta.consulta_id,
  paciente_id: consulta.paciente_id,
  upn: paciente.upn,
  hospital_id: paciente.hospital_id,
  formulario: consulta.formulario,
  registro_id: consulta.registro_id,
  campo: consulta.campo,
  estado: consulta.estado,
  origen: consulta.origen,
  regla: consulta.regla,
  version: consulta.version,
  creado_por: consulta.creado_por,
  creado_en: consulta.creado_en,
  modificado_en: consulta.modificado_en,
};

type FilaConsulta = Omit<ConsultaRespuesta, 'creado_en' | 'modificado_en'> & { creado_en: Date; modificado_en: Date };

const respuesta = (fila: FilaConsulta): ConsultaRespuesta => ({ ...fila, creado_en: isoString(fila.creado_en), modificado_en: isoString(fila.modificado_en) });

/** The queries of the patients a user may list, newest change first; the centre is the patient's current one. */
export async function listarConsultas(db: Database, alcance: AlcanceListado, filtro: FiltroConsultas, pagina: { pagina: number; tamano: number }) {
  const condicion = and(
    alcance(COLUMNAS_ALCANCE_PACIENTE),
    filtro.hospital_id === null ? undefined : eq(paciente.hospital_id, filtro.hospital_id),
    filtro.estado === null ? undefined : eq(consulta.estado, filtro.estado),
    filtro.paciente_id === null ? undefined : eq(consulta.paciente_id, filtro.paciente_id),
    filtro.formulario === null ? undefined : eq(consulta.formulario, filtro.formulario),
  );
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

async function contar(db: Database, condicion: ReturnType<typeof and>): Promise<number> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(consulta).innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id)).where(condicion);
  return fila?.n ?? 0;
}

/** One query with its whole thread, oldest step first. */
export async function leerConsulta(db: Database, consultaId: number): Promise<ConsultaDetalle> {
  const [fila] = await db.select(COLUMNAS).from(consulta).innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id)).where(eq(consulta.consulta_id, consultaId));
  if (fila === undefined) throw notFound();
  const hilo = await db
    .select({
      consulta_evento_id: consultaEvento.consulta_evento_id,
      tipo: consultaEvento.tipo,
      texto_consulta: consultaEvento.texto_consulta,
      auditoria_id: consultaEvento.auditoria_id,
      usuario_id: consultaEvento.usuario_id,
      creado_en: consultaEvento.creado_en,
    })
    .from(consultaEvento)
    .where(eq(consultaEvento.consulta_id, consultaId))
    .orderBy(asc(consultaEvento.consulta_evento_id));
  return { ...respuesta(fila), hilo: hilo.map((paso) => ({ ...paso, creado_en: isoString(paso.creado_en) })) };
}
