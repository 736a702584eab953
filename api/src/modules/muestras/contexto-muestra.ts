import { and, eq } from 'drizzle-orm';
import type { ContextoMuestra } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muerte, paciente, pacienteEnsayo } from '../../db/schema';
import { columna } from '../etapas/tablas-etapa';

/** What a sample's rules read of its patient (data-dictionary §5.1, X38): dates, consent, trials and death. */
export async function contextoMuestra(db: Database, pacienteId: number): Promise<ContextoMuestra & { codigosEnsayo: Record<string, string | null> }> {
  const [datos] = await db
    .select({
      fecha_nacimiento: paciente.fecha_nacimiento,
      fecha_diagnostico: paciente.fecha_diagnostico,
      consentimiento_muestras: paciente.consentimiento_muestras,
    })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  if (datos === undefined) throw new Error(`Paciente ${pacienteId} inexistente tras comprobar su alcance.`);
  const ensayos = await db
    .select({ ensayo: pacienteEnsayo.ensayo, codigo: pacienteEnsayo.codigo_paciente_ensayo })
    .from(pacienteEnsayo)
    .where(eq(pacienteEnsayo.paciente_id, pacienteId));
  const [fallecimiento] = await db
    .select({ fecha: columna(muerte, 'muerte_fecha') })
    .from(muerte)
    .where(and(eq(columna(muerte, 'paciente_id'), pacienteId), eq(columna(muerte, 'eliminado'), false)));
  return {
    paciente: datos,
    ensayos: ensayos.map((fila) => fila.ensayo),
    codigosEnsayo: Object.fromEntries(ensayos.map((fila) => [fila.ensayo, fila.codigo])),
    muerte_fecha: (fallecimiento?.fecha as string | null | undefined) ?? null,
  };
}
