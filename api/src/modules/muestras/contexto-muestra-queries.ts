import { and, eq } from 'drizzle-orm';
import type { ContextoMuestra } from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { induccion, muerte, paciente, pacienteEnsayo, recaida, trasplante } from '../../db/schema';
import { columna, type EtapaTable } from '../../db/etapa-table';

/** One date column of a patient's live rows of a stage table. */
async function fechasDe(db: Database, tabla: EtapaTable, campo: string, pacienteId: number): Promise<string[]> {
  const filas = await db
    .select({ fecha: columna(tabla, campo) })
    .from(tabla)
    .where(and(eq(columna(tabla, 'paciente_id'), pacienteId), eq(columna(tabla, 'eliminado'), false)));
  return filas.map((fila) => fila.fecha).filter((fecha): fecha is string => typeof fecha === 'string');
}

/** What a sample's rules read of its patient (data-dictionary §5.1, X33, X38): dates, consent, trials, treatment, death; and the ⚙ catalogues in force. */
export async function contextoMuestra(db: Database, pacienteId: number): Promise<ContextoMuestra> {
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
    .select({ ensayo: pacienteEnsayo.ensayo })
    .from(pacienteEnsayo)
    .where(eq(pacienteEnsayo.paciente_id, pacienteId));
  // One after another: `db` is the create's transaction, one connection.
  const muertes = await fechasDe(db, muerte, 'muerte_fecha', pacienteId);
  const inducciones = await fechasDe(db, induccion, 'ind1_fecha_inicio', pacienteId);
  const recaidas = await fechasDe(db, recaida, 'rec_fecha', pacienteId);
  const trasplantes = await fechasDe(db, trasplante, 'tph_fecha', pacienteId);
  return {
    paciente: datos,
    ensayos: ensayos.map((fila) => fila.ensayo),
    muerte_fecha: muertes[0] ?? null,
    clinica: { ind1_fecha_inicio: inducciones[0] ?? null, recaidas, trasplantes },
    catalogos: await leerCatalogosVigentes(db),
  };
}
