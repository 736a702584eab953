import { and, desc, eq, inArray } from 'drizzle-orm';
import type { EntradaHistorial } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { auditoria, usuario } from '../../db/schema';
import type { AccionAuditoria } from '../../platform/auditoria-commands';
import { cambiosEntre } from '../../platform/cambios-auditoria-mapper';
import { isoString } from '../../platform/response-schemas';

/** What changes stored values; reads (`VER`, `LISTAR`, …) and security events are access records, not changes. */
const ACCIONES_DE_CAMBIO: readonly AccionAuditoria[] = ['CREAR', 'MODIFICAR', 'DESACTIVAR', 'ELIMINAR', 'CAMBIO_ESTADO', 'RECALCULO'];

/** Every change of a patient and of its records, newest first, field by field; access records stay out of it. */
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
    .where(and(eq(auditoria.paciente_id, pacienteId), inArray(auditoria.accion, ACCIONES_DE_CAMBIO)))
    .orderBy(desc(auditoria.auditoria_id));
  return filas.map(({ usuario_id, nombre, apellidos, fecha, antes, despues, ...fila }) => ({
    ...fila,
    fecha: isoString(fecha),
    usuario: usuario_id === null || nombre === null || apellidos === null ? null : { usuario_id, nombre, apellidos },
    cambios: cambiosEntre(antes, despues),
  }));
}
