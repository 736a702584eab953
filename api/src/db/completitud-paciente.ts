import { eq } from 'drizzle-orm';
import { completitudDatosEsenciales, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Database } from './database';
import { paciente } from './schema';
import { cargarExpediente } from './expediente';

/**
 * Recomputes `de_completitud_pct`, shown in the patient lists without reading every record of every patient, and
 * stores it when it changed. Answers the value before and after a change (null when it did not change).
 */
export async function actualizarCompletitud(tx: Database, pacienteId: number, expediente?: ExpedientePaciente): Promise<{ antes: number | null; despues: number } | null> {
  const historia = expediente ?? (await cargarExpediente(tx, pacienteId));
  const { de_completitud_pct } = completitudDatosEsenciales(historia.paciente, historia);
  const [guardado] = await tx.select({ de_completitud_pct: paciente.de_completitud_pct }).from(paciente).where(eq(paciente.paciente_id, pacienteId));
  const antes = guardado?.de_completitud_pct ?? null;
  if (antes === de_completitud_pct) return null;
  await tx.update(paciente).set({ de_completitud_pct }).where(eq(paciente.paciente_id, pacienteId));
  return { antes, despues: de_completitud_pct };
}
