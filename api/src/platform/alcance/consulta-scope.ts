import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tienePermisoPaciente, type EstadoConsulta, type Facultad, type FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { consulta, paciente } from '../../db/schema';
import { notFound } from '../api-errors';
import { usuarioActual } from '../authentication-plugin';
import { denegar, tieneFacultad } from './alcance-scope';
import { COLUMNAS_ALCANCE_PACIENTE, pacienteScope } from './paciente-scope';

/** What a route needs to know about a query before changing it. */
export type ConsultaEnAlcance = {
  consulta_id: number;
  paciente_id: number;
  formulario: FormularioConsulta;
  registro_id: number;
  campo: string | null;
  estado: EstadoConsulta;
};

/**
 * The gate of every route on one query: 403 when the role may not read patients (or lacks the faculty the step asks
 * for), 404 when the query does not exist, 403 when its patient is out of the user's scope. A query is in scope
 * exactly when its patient is (the patient's current centre, not the one it had when the query was opened).
 */
export async function consultaEnAlcance(db: Database, request: FastifyRequest, consultaId: number, facultad?: Facultad): Promise<ConsultaEnAlcance> {
  const usuario = usuarioActual(request);
  if (!tienePermisoPaciente(usuario.rol, 'ver')) denegar(request, 'paciente', 'rol sin permiso «ver»');
  if (facultad !== undefined && !tieneFacultad(usuario, facultad)) denegar(request, 'paciente', `rol sin la facultad «${facultad}»`);
  const alcance = pacienteScope(usuario, COLUMNAS_ALCANCE_PACIENTE);
  const [encontrada] = await db
    .select({
      consulta_id: consulta.consulta_id,
      paciente_id: consulta.paciente_id,
      formulario: consulta.formulario,
      registro_id: consulta.registro_id,
      campo: consulta.campo,
      estado: consulta.estado,
      visible: alcance === undefined ? sql<boolean>`true` : sql<boolean>`(${alcance})`,
    })
    .from(consulta)
    .innerJoin(paciente, eq(paciente.paciente_id, consulta.paciente_id))
    .where(eq(consulta.consulta_id, consultaId));
  if (encontrada === undefined) throw notFound();
  const { visible, ...enAlcance } = encontrada;
  if (!visible) denegar(request, 'paciente', 'consulta de un paciente fuera de su alcance', enAlcance.paciente_id);
  return enAlcance;
}
