import { eq } from 'drizzle-orm';
import { completitudDatosEsenciales, datosEsencialesPendientes, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Database } from './database';
import { paciente } from './schema';

/**
 * Recomputes `de_completitud_pct`, shown in the patient lists without reading every record of every patient, with what
 * the data-quality worklist reads of the same history (the missing items, §3.2; the last contact, §3.8, worked out by
 * the caller with the outcomes), and stores them when they changed. Answers the percentage before and after a change
 * (null when it did not change).
 */
export async function actualizarCompletitud(
  tx: Database,
  historia: ExpedientePaciente,
  fecha_ultimo_contacto: string | null,
): Promise<{ antes: number | null; despues: number } | null> {
  const pacienteId = historia.paciente.paciente_id;
  const completitud = completitudDatosEsenciales(historia.paciente, historia);
  const { de_completitud_pct } = completitud;
  const de_pendientes = datosEsencialesPendientes(completitud);
  const [guardado] = await tx
    .select({ de_completitud_pct: paciente.de_completitud_pct, de_pendientes: paciente.de_pendientes, fecha_ultimo_contacto: paciente.fecha_ultimo_contacto })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  const antes = guardado?.de_completitud_pct ?? null;
  const igual = antes === de_completitud_pct && JSON.stringify(guardado?.de_pendientes) === JSON.stringify(de_pendientes) && guardado?.fecha_ultimo_contacto === fecha_ultimo_contacto;
  if (igual) return null;
  await tx.update(paciente).set({ de_completitud_pct, de_pendientes, fecha_ultimo_contacto }).where(eq(paciente.paciente_id, pacienteId));
  return antes === de_completitud_pct ? null : { antes, despues: de_completitud_pct };
}
