import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { notFound } from '../../platform/api-error';

/** 404 unless the patient exists: for roles that see a patient only through their own samples (no clinical scope). */
export async function pacienteExistente(db: Database, pacienteId: number): Promise<void> {
  const [encontrado] = await db.select({ paciente_id: paciente.paciente_id }).from(paciente).where(eq(paciente.paciente_id, pacienteId));
  if (encontrado === undefined) throw notFound();
}
