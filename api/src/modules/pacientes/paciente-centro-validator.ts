import { and, eq } from 'drizzle-orm';
import { formatMensaje, type PacienteEntrada } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital } from '../../db/schema';
import { invalidInput } from '../../platform/api-errors';

/** The centre of a validated form: the rules require it even in a draft, so null is a bug. */
export function centroDe(datos: Pick<PacienteEntrada, 'hospital_id'>): number {
  if (datos.hospital_id === null) throw new Error('Paciente sin centro: la validación debía haberlo rechazado.');
  return datos.hospital_id;
}

/** A patient is registered in (or moved to) an existing, active centre; else 400 with G07 on `hospital_id`. */
export async function comprobarCentroActivo(db: Database, hospitalId: number): Promise<void> {
  const [activo] = await db
    .select({ hospital_id: hospital.hospital_id })
    .from(hospital)
    .where(and(eq(hospital.hospital_id, hospitalId), eq(hospital.activo, true)));
  if (activo === undefined) throw invalidInput({ hospital_id: formatMensaje('G07') });
}
