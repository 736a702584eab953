import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { muestraContador } from '../../db/schema';

/** Digits of the per-patient number on a tube label; numbers past 999 simply grow a digit. */
const CIFRAS_NUMERO_MUESTRA = 3;

/** The label of a tube: `{upn}-M{nnn}` (data-dictionary §5.1, §9.2), e.g. `LMA-000123-M001`. */
export function codigoMuestra(upn: string, numero: number): string {
  return `${upn}-M${String(numero).padStart(CIFRAS_NUMERO_MUESTRA, '0')}`;
}

/**
 * The patient's next sample number, taken in the create's transaction: the counter row is created or incremented in
 * one statement, so a concurrent create for the same patient waits for this transaction's row lock and gets the next
 * number; a rolled-back create leaves a gap, never a reused code.
 */
export async function siguienteNumeroMuestra(tx: Database, pacienteId: number): Promise<number> {
  const [fila] = await tx
    .insert(muestraContador)
    .values({ paciente_id: pacienteId, ultimo: 1 })
    .onConflictDoUpdate({ target: muestraContador.paciente_id, set: { ultimo: sql`${muestraContador.ultimo} + 1` } })
    .returning({ ultimo: muestraContador.ultimo });
  if (fila === undefined) throw new Error('El contador de muestras no devolvió número.');
  return fila.ultimo;
}
