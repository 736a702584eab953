import { eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { auditoria, paciente } from '../../db/schema';
import { tieneFacultad, veTodosLosCentros, type Quien } from './alcance-scope';
import { COLUMNAS_ALCANCE_PACIENTE, pacienteScope } from './paciente-scope';

/**
 * The audit rows a user may read (data-dictionary §2.3 «View audit trail»): every row about a patient in its scope
 * (`pacienteScope`: COORDINADOR every centre's, CLINICO its centres', its own records) and its own rows. The
 * administration of users and centres and other users' security events (sign-ins, refusals) stay with ADMIN, who
 * manages them and reads everything.
 */
export function auditoriaScope(quien: Quien): SQL | undefined {
  if (tieneFacultad(quien, 'administrar')) return undefined;
  const propias = eq(auditoria.usuario_id, quien.usuario_id);
  if (veTodosLosCentros(quien)) return or(isNotNull(auditoria.paciente_id), propias);
  const enAlcance = pacienteScope(quien, COLUMNAS_ALCANCE_PACIENTE) ?? sql`true`;
  return or(inArray(auditoria.paciente_id, sql`(select ${paciente.paciente_id} from ${paciente} where ${enAlcance})`), propias);
}
