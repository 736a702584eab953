import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hospital } from '../db/schema';

/**
 * `total` patients spread over `centros` centres straight in SQL (seconds, not minutes): UPNs from the real sequence,
 * one in ten a draft by one of 200 users. Returns the centre ids.
 */
export async function sembrarPacientes(db: Database, total: number, centros: number): Promise<number[]> {
  const ids: number[] = [];
  for (let indice = 1; indice <= centros; indice += 1) {
    const [creado] = await db
      .insert(hospital)
      .values({ codigo: `BENCH${indice}`, nombre: `Centro ${indice}`, ciudad: 'Madrid', comunidad_autonoma: 'MD' })
      .returning({ hospital_id: hospital.hospital_id });
    if (creado) ids.push(creado.hospital_id);
  }
  const lista = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`insert into paciente (hospital_id, fecha_registro, estado, creado_por, sexo, entidad)
    select (array[${lista}]::int[])[1 + g % ${centros}], date '2024-01-01' + (g % 700),
      case when (g / ${centros}) % 10 = 0 then 'BORRADOR' else 'ACTIVO' end, 1000 + g % 200,
      case when g % 2 = 0 then 'HOMBRE' else 'MUJER' end, 'LMA'
    from generate_series(1, ${total}) g`);
  await db.execute(sql`analyze paciente`);
  return ids;
}
