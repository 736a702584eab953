import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Usuario } from '@registro-lma/shared/domain';
import { auditoria, paciente, usuarioHospital } from '../../db/schema';

/**
 * The audit rows a user may read. ADMIN: all. COORDINADOR: the rows of the patients of its centres, and the rows
 * without a patient (sign-ins, user changes…) made by or about a user of its centres. A patient transferred away
 * takes its rows with it, as it takes its record (data-dictionary §2.3). No centre: nothing.
 */
export function alcanceAuditoria(db: Database, usuario: Usuario): SQL | undefined {
  if (usuario.rol === 'ADMIN') return undefined;
  const centros = usuario.hospitales.map((centro) => centro.hospital_id);
  if (centros.length === 0) return sql`false`;
  const pacientes = db.select({ id: paciente.paciente_id }).from(paciente).where(inArray(paciente.hospital_id, centros));
  const usuarios = db.select({ id: usuarioHospital.usuario_id }).from(usuarioHospital).where(inArray(usuarioHospital.hospital_id, centros));
  const usuariosComoTexto = db
    .select({ id: sql`${usuarioHospital.usuario_id}::text` })
    .from(usuarioHospital)
    .where(inArray(usuarioHospital.hospital_id, centros));
  return or(
    inArray(auditoria.paciente_id, pacientes),
    and(
      isNull(auditoria.paciente_id),
      or(inArray(auditoria.usuario_id, usuarios), and(eq(auditoria.tabla, 'usuario'), inArray(auditoria.registro_id, usuariosComoTexto))),
    ),
  );
}
