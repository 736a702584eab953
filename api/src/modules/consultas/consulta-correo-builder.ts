import { and, eq, inArray } from 'drizzle-orm';
import { campoAuditado, ETAPAS, tablaDeFormulario } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { consulta, consultaEvento, paciente, usuario, usuarioHospital } from '../../db/schema';

/** The mail of one step of a query: who receives it and what it says (the query's own words, as its readers see them). */
export type CorreoConsulta = { para: string[]; asunto: string; texto: string };

const QUE_PASO = { APERTURA: 'Nueva consulta', RESPUESTA: 'Consulta respondida', CIERRE: 'Consulta cerrada', REAPERTURA: 'Consulta reabierta' } as const;

/** The centre's active clinicians, who answer; the monitor who opened the query, who closes it. */
async function destinatarios(db: Database, paso: keyof typeof QUE_PASO, hospitalId: number, abiertaPor: number | null): Promise<string[]> {
  const activos = eq(usuario.activo, true);
  if (paso === 'RESPUESTA') {
    if (abiertaPor === null) return [];
    const filas = await db.select({ email: usuario.email }).from(usuario).where(and(eq(usuario.usuario_id, abiertaPor), activos));
    return filas.map((fila) => fila.email);
  }
  const filas = await db
    .select({ email: usuario.email })
    .from(usuario)
    .innerJoin(usuarioHospital, eq(usuarioHospital.usuario_id, usuario.usuario_id))
    .where(and(eq(usuarioHospital.hospital_id, hospitalId), eq(usuario.rol, 'CLINICO'), activos));
  return filas.map((fila) => fila.email).sort();
}

/** The mail a step of a query sends (null when the step no longer exists or nobody is to receive it). */
export async function correoDePaso(db: Database, consultaEventoId: number): Promise<CorreoConsulta | null> {
  const [fila] = await db
    .select({ tipo: consultaEvento.tipo, texto: consultaEvento.texto_consulta, upn: paciente.upn, hospital_id: consulta.hospital_id, formulario: consulta.formulario, campo: consulta.campo, creado_por: consulta.creado_por })
    .from(consultaEvento)
    .innerJoin(consulta, eq(consulta.consulta_id, consultaEvento.consulta_id))
    .innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id))
    .where(eq(consultaEvento.consulta_evento_id, consultaEventoId));
  if (fila === undefined) return null;
  const para = await destinatarios(db, fila.tipo, fila.hospital_id, fila.creado_por);
  if (para.length === 0) return null;
  const formulario = fila.formulario === 'paciente' ? 'Registro del paciente' : (ETAPAS.find((etapa) => etapa.id === fila.formulario)?.titulo ?? fila.formulario);
  const campo = fila.campo === null ? 'registro completo' : (campoAuditado(tablaDeFormulario(fila.formulario), fila.campo)?.label ?? fila.campo);
  const asunto = `Registro LMA: ${QUE_PASO[fila.tipo].toLowerCase()} sobre ${fila.upn} (${formulario} · ${campo})`;
  const texto = [`${QUE_PASO[fila.tipo]} sobre el paciente ${fila.upn}, ${formulario} · ${campo}.`, fila.texto ?? '', 'Véala en el registro: Calidad de los datos, «Consultas pendientes».']
    .filter((linea) => linea !== '')
    .join('\n\n');
  return { para, asunto, texto };
}

/** The opening steps of the queries just opened (one each). */
export async function pasosDeApertura(db: Database, consultaIds: readonly number[]): Promise<number[]> {
  if (consultaIds.length === 0) return [];
  const filas = await db
    .select({ id: consultaEvento.consulta_evento_id })
    .from(consultaEvento)
    .where(and(inArray(consultaEvento.consulta_id, [...consultaIds]), eq(consultaEvento.tipo, 'APERTURA')));
  return filas.map((fila) => fila.id);
}
