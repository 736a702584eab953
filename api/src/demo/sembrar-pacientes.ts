import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consultaSiembra, type CentroSiembra } from './consulta-siembra';
import { filasDe } from '../db/filas';


export interface OpcionesSiembra {
  /** How many patients to add; they spread evenly over `centros`, in turn. */
  pacientes: number;
  centros: readonly CentroSiembra[];
  /** Patients per SQL statement. */
  lote?: number;
  /** Called after each batch with the patients added so far. */
  alAvanzar?: (sembrados: number, total: number) => void;
  /** Without their audit trail (`LoteSiembra.sinAuditoria`). */
  sinAuditoria?: boolean;
}

const LOTE_POR_DEFECTO = 10_000;

/**
 * Adds realistic fictitious patients straight in SQL, a batch per statement (`consulta-siembra.ts` says how each
 * value is drawn): UPNs from the real sequence in registration order, trial rows, audit trail. Statistics are
 * refreshed at the end so the planner sees the new volume at once.
 */
export async function sembrarPacientes(db: Database, opciones: OpcionesSiembra): Promise<void> {
  const { pacientes, centros, alAvanzar, sinAuditoria } = opciones;
  const lote = opciones.lote ?? LOTE_POR_DEFECTO;
  if (centros.length === 0) throw new Error('No hay centros en los que sembrar pacientes.');
  for (let desde = 0; desde < pacientes; desde += lote) {
    const hasta = Math.min(pacientes, desde + lote);
    const filas = await filasDe<{ sembrados: number }>(db, consultaSiembra({ centros, desde, hasta, total: pacientes, sinAuditoria }));
    if (filas[0]?.sembrados !== hasta - desde) throw new Error(`El lote ${desde}–${hasta} no insertó todos sus pacientes.`);
    alAvanzar?.(hasta, pacientes);
  }
  await db.execute(sql`analyze paciente`);
  await db.execute(sql`analyze paciente_ensayo`);
  await db.execute(sql`analyze auditoria`);
}
