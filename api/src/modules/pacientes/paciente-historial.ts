import { and, desc, eq, ne } from 'drizzle-orm';
import type { EntradaHistorial } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { auditoria, usuario } from '../../db/schema';
import { cambiosEntre } from '../../platform/cambios-auditoria';
import { isoString } from '../../platform/response-schemas';

/**
 * Every change of a patient and of its records, newest first, field by field. Views (`VER`) are access records,
 * not changes: they stay in the audit table and out of this list.
 */
export async function historialDePaciente(db: Database, pacienteId: number): Promise<EntradaHistorial[]> {
  const filas = await db
    .select({
      auditoria_id: auditoria.auditoria_id,
      fecha: auditoria.creado_en,
      usuario_id: usuario.usuario_id,
      nombre: usuario.nombre,
      apellidos: usuario.apellidos,
      rol: auditoria.rol,
      accion: auditoria.accion,
      tabla: auditoria.tabla,
      registro_id: auditoria.registro_id,
      antes: auditoria.antes,
      despues: auditoria.despues,
      motivo: auditoria.motivo,
    })
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.usuario_id, auditoria.usuario_id))
    .where(and(eq(auditoria.paciente_id, pacienteId), ne(auditoria.accion, 'VER')))
    .orderBy(desc(auditoria.auditoria_id));
  return filas.map(({ usuario_id, nombre, apellidos, fecha, antes, despues, ...fila }) => ({
    ...fila,
    fecha: isoString(fecha),
    usuario: usuario_id === null || nombre === null || apellidos === null ? null : { usuario_id, nombre, apellidos },
    cambios: cambiosEntre(antes, despues),
  }));
}
