import { sql } from 'drizzle-orm';
import { ETAPAS, type TablaAuditoria } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { filasDe } from '../../db/filas';

/** The names users read; a table not named here (a new one) is shown by its code. */
const ETIQUETAS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ETAPAS.map((etapa) => [etapa.tabla, etapa.titulo])),
  // Both rescue lines share one table.
  rec_res: 'Rescate',
  paciente: 'Registro del paciente',
  paciente_ensayo: 'Ensayo del paciente',
  usuario: 'Usuario',
  hospital: 'Centro',
  catalogo_fila: 'Catálogo configurable',
  descarga: 'Descarga (extracción de datos)',
  // Pseudo-tables: what was read or who signed in, not a stored record.
  expediente: 'Expediente (resumen de etapas)',
  datos_iniciales: 'Datos esenciales',
  auditoria: 'Registro de auditoría',
  seguridad: 'Seguridad (sesiones y accesos)',
  almacen: 'Almacén de ficheros (barrido de huérfanos)',
};

/**
 * The tables that have audit rows, by label: a loose index scan over `auditoria_registro_idx` (one index probe per
 * table, not a scan of the trail), so tables audited later appear in the filter without a list to keep.
 */
export async function tablasAuditadas(db: Database): Promise<TablaAuditoria[]> {
  const rows = await filasDe<{ tabla: string }>(db, sql`with recursive t(tabla) as (
      (select tabla from auditoria order by tabla limit 1)
      union all
      select (select a.tabla from auditoria a where a.tabla > t.tabla order by a.tabla limit 1) from t where t.tabla is not null
    ) select tabla from t where tabla is not null`);
  return rows
    .map(({ tabla }) => ({ codigo: tabla, etiqueta: ETIQUETAS[tabla] ?? tabla }))
    .sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es'));
}
