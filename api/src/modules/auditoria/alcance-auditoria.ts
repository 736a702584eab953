import { eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Usuario } from '@registro-lma/shared/domain';
import { auditoria, paciente } from '../../db/schema';

/**
 * The audit rows a user may read. ADMIN: all. COORDINADOR: every row about a patient, as it sees the patients of
 * every centre (data dictionary §2.3), and its own rows. CLINICO: the rows about the patients of its centres (its own
 * records, §2.3) and its own rows. The administration of users and centres and other users' security events
 * (sign-ins, refusals) stay with ADMIN, who manages them.
 */
export function alcanceAuditoria(usuario: Usuario): SQL | undefined {
  if (usuario.rol === 'ADMIN') return undefined;
  const propias = eq(auditoria.usuario_id, usuario.usuario_id);
  if (usuario.rol !== 'CLINICO') return or(isNotNull(auditoria.paciente_id), propias);
  const centros = usuario.hospitales.map((hospital) => hospital.hospital_id);
  if (centros.length === 0) return propias;
  return or(inArray(auditoria.paciente_id, sql`(select ${paciente.paciente_id} from ${paciente} where ${inArray(paciente.hospital_id, centros)})`), propias);
}
