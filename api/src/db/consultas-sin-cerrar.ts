import { and, eq, ne, sql } from 'drizzle-orm';
import type { FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from './database';
import { consulta } from './schema';

/**
 * Queries not yet closed on a record (on one of its fields when `campo` is given, null for the whole record): while
 * there is one the record cannot be validated, and a closed one cannot be reopened beside it.
 */
export async function consultasSinCerrar(tx: Database, formulario: FormularioConsulta, registroId: number, campo?: string | null): Promise<number> {
  const [fila] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(consulta)
    .where(and(eq(consulta.formulario, formulario), eq(consulta.registro_id, registroId), ne(consulta.estado, 'CERRADA'), campo === undefined ? undefined : sql`coalesce(${consulta.campo}, '') = ${campo ?? ''}`));
  return fila?.n ?? 0;
}
