import { eq } from 'drizzle-orm';
import { completitudDatosEsenciales, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { cargarExpediente } from './expediente';

/** Recomputes and stores `de_completitud_pct`, shown in the patient lists without reading every record of every patient. */
export async function actualizarCompletitud(tx: Database, pacienteId: number, expediente?: ExpedientePaciente): Promise<void> {
  const historia = expediente ?? (await cargarExpediente(tx, pacienteId));
  const { de_completitud_pct } = completitudDatosEsenciales(historia.paciente, historia);
  await tx.update(paciente).set({ de_completitud_pct }).where(eq(paciente.paciente_id, pacienteId));
}
