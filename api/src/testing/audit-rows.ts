import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditoria } from '../db/schema';

/** The audit trail of one record, oldest first. */
export function auditRows(app: FastifyInstance, tabla: string, registroId: number | string) {
  return app.db
    .select({
      usuario_id: auditoria.usuario_id,
      rol: auditoria.rol,
      accion: auditoria.accion,
      antes: auditoria.antes,
      despues: auditoria.despues,
      creado_en: auditoria.creado_en,
    })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, tabla), eq(auditoria.registro_id, String(registroId))))
    .orderBy(asc(auditoria.auditoria_id));
}
