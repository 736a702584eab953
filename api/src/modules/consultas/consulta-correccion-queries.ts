import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { tablaDeFormulario, type CambioCampo, type FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';
import { auditoria } from '../../db/schema';
import { invalidInput } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { ConsultaEnAlcance } from '../../platform/alcance/consulta-scope';
import { cambiosEntre } from '../../platform/cambios-auditoria-mapper';

export const TABLA_CONSULTA = 'consulta';

/** The key of a field in the form's audit snapshot: a sub-table's variable is stored under the sub-table's rows. */
function claveEnInstantanea(formulario: FormularioConsulta, campo: string): string {
  if (formulario === 'paciente') return campo;
  const subtabla = TABLAS_ETAPAS[formulario].etapa.subtabla;
  return subtabla?.campos.some((definicion) => definicion.name === campo) ? subtabla.nombre : campo;
}

/** The last step that opened the query (its opening or latest reopening) in the audit trail: a correction comes after it. */
async function aperturaAuditada(tx: Database, consultaId: number): Promise<number> {
  const [fila] = await tx
    .select({ id: sql<number>`max(${auditoria.auditoria_id})` })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, TABLA_CONSULTA), eq(auditoria.registro_id, String(consultaId)), inArray(auditoria.accion, ['CREAR', 'CAMBIO_ESTADO'])));
  return Number(fila?.id ?? 0);
}

/** Audited changes of the query's record since it was opened that changed its field (any field for a whole-record query). */
async function condicionCorreccion(tx: Database, actual: ConsultaEnAlcance): Promise<SQL | undefined> {
  const clave = actual.campo === null ? null : claveEnInstantanea(actual.formulario, actual.campo);
  return and(
    eq(auditoria.paciente_id, actual.paciente_id),
    eq(auditoria.tabla, tablaDeFormulario(actual.formulario)),
    eq(auditoria.registro_id, String(actual.registro_id)),
    inArray(auditoria.accion, ['CREAR', 'MODIFICAR', 'CAMBIO_ESTADO']),
    gt(auditoria.auditoria_id, await aperturaAuditada(tx, actual.consulta_id)),
    clave === null ? undefined : sql`(${auditoria.antes} -> ${clave}) is distinct from (${auditoria.despues} -> ${clave})`,
  );
}

const MENSAJE_CORRECCION_AJENA = 'La corrección enlazada no es un cambio auditado de este campo del registro posterior a la consulta.';

/**
 * The audit row an answer links: the one the client names, once checked to be a change of the query's record (and
 * field) made after the query was opened (else 400 naming it); without one, the answering user's latest such change,
 * or none when the answer corrected nothing.
 */
export async function correccionDeRespuesta(tx: Database, actual: ConsultaEnAlcance, autor: Autor, auditoriaId: number | null): Promise<number | null> {
  const condicion = await condicionCorreccion(tx, actual);
  const elegida = auditoriaId === null ? eq(auditoria.usuario_id, autor.usuario_id) : eq(auditoria.auditoria_id, auditoriaId);
  const [fila] = await tx.select({ id: auditoria.auditoria_id }).from(auditoria).where(and(condicion, elegida)).orderBy(desc(auditoria.auditoria_id)).limit(1);
  if (auditoriaId !== null && fila === undefined) throw invalidInput({ auditoria_id: MENSAJE_CORRECCION_AJENA });
  return fila?.id ?? null;
}

/** What a linked correction changed: the query's field alone, or every field for a whole-record query. */
export function cambiosDeCorreccion(formulario: FormularioConsulta, campo: string | null, antes: unknown, despues: unknown): CambioCampo[] {
  const cambios = cambiosEntre(antes, despues);
  if (campo === null) return cambios;
  const clave = claveEnInstantanea(formulario, campo);
  return cambios.filter((cambio) => cambio.campo === clave);
}
