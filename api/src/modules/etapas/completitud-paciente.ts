import { eq } from 'drizzle-orm';
import { completitudDatosEsenciales, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { cargarExpediente } from './expediente';

/** The patient's own values the minimum data set reads (data-dictionary §3.2). */
export async function datosEsencialesDePaciente(db: Database, pacienteId: number) {
  const [fila] = await db
    .select({ sexo: paciente.sexo, fecha_nacimiento: paciente.fecha_nacimiento, fecha_diagnostico: paciente.fecha_diagnostico, estado: paciente.estado })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  return fila ?? null;
}

/** Recomputes and stores `de_completitud_pct`, shown in the patient lists without reading every record of every patient. */
export async function actualizarCompletitud(tx: Database, pacienteId: number, expediente?: ExpedientePaciente): Promise<void> {
  const datos = await datosEsencialesDePaciente(tx, pacienteId);
  if (datos === null) return;
  const { de_completitud_pct } = completitudDatosEsenciales(datos, expediente ?? (await cargarExpediente(tx, pacienteId)));
  await tx.update(paciente).set({ de_completitud_pct }).where(eq(paciente.paciente_id, pacienteId));
}
