import { eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Usuario } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';

/**
 * The audit rows a user may read. ADMIN: all. COORDINADOR: every row about a patient, as it sees the patients of
 * every centre (data dictionary §2.3), and its own rows; the administration of users and centres and other users'
 * security events (sign-ins, refusals) stay with ADMIN, who manages them.
 */
export function alcanceAuditoria(usuario: Usuario): SQL | undefined {
  if (usuario.rol === 'ADMIN') return undefined;
  return or(isNotNull(auditoria.paciente_id), eq(auditoria.usuario_id, usuario.usuario_id));
}
