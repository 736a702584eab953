import { sql, type SQL } from 'drizzle-orm';
import { PLAZOS_CALIDAD } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { DEL_PANEL_CON_PACIENTE } from './panel-filters';
import { etiquetasDe } from './supervivencia-queries';
import { filasDe } from '../../db/filas';

/** One centre's counts before small numbers are hidden. */
export interface RecuentoCentroCompletitud {
  hospital_id: number;
  etiqueta: string;
  n: number;
  completos: number;
  vivos: number;
  al_dia: number;
}

export interface RecuentosCompletitud {
  centros: RecuentoCentroCompletitud[];
  /** Patients lacking each item (only items some patient lacks). */
  pendientes: ReadonlyMap<string, number>;
}

type Fila = Record<string, string | number>;

/**
 * Completeness as the patients' saved figures give it (`de_pendientes`, `fecha_ultimo_contacto`: the same the
 * patient view and the data-quality worklist read, computed by the shared §3.2 rules on every save).
 */
export async function recuentosCompletitud(db: Database, pacientes: SQL): Promise<RecuentosCompletitud> {
  const centros = await filasDe<Fila>(db, sql`select p.hospital_id, count(*) as n,
      count(*) filter (where p.de_pendientes = '[]'::jsonb) as completos,
      count(*) filter (where p.estado in ('ACTIVO', 'PERDIDO_SEGUIMIENTO')) as vivos,
      count(*) filter (where p.estado in ('ACTIVO', 'PERDIDO_SEGUIMIENTO')
        and p.fecha_ultimo_contacto >= current_date - make_interval(months => ${PLAZOS_CALIDAD.seguimientoMeses}::int)) as al_dia
    from ${DEL_PANEL_CON_PACIENTE} where ${pacientes} group by p.hospital_id`);
  const items = await filasDe<Fila>(db, sql`select e->>'codigo' as item, count(distinct p.paciente_id) as n
    from ${DEL_PANEL_CON_PACIENTE} cross join lateral jsonb_array_elements(p.de_pendientes) e
    where ${pacientes} and p.de_pendientes <> '[]'::jsonb group by 1`);
  const etiquetas = await etiquetasDe(db, { codigo: 'centro', expresion: sql``, orden: [] });
  return {
    centros: centros
      .map((fila) => ({
        hospital_id: Number(fila.hospital_id),
        etiqueta: etiquetas.get(String(fila.hospital_id)) ?? String(fila.hospital_id),
        n: Number(fila.n),
        completos: Number(fila.completos),
        vivos: Number(fila.vivos),
        al_dia: Number(fila.al_dia),
      }))
      .sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es')),
    pendientes: new Map(items.map((fila) => [String(fila.item), Number(fila.n)])),
  };
}
