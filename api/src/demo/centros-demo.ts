import { inArray, sql } from 'drizzle-orm';
import type { CodigoComunidadAutonoma } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { hospital } from '../db/schema';

/** A demo centre: fictitious names, real cities and comunidades autónomas, codes valid for `hospital.codigo`. */
export interface CentroDemo {
  codigo: string;
  nombre: string;
  ciudad: string;
  provincia: string;
  comunidad_autonoma: CodigoComunidadAutonoma;
}

export interface CentroCreado {
  hospital_id: number;
  codigo: string;
  nombre: string;
}

const CENTROS_DEMO: readonly [CentroDemo, ...CentroDemo[]] = [
  { codigo: 'HULAUREL', nombre: 'Hospital Universitario El Laurel', ciudad: 'Madrid', provincia: 'Madrid', comunidad_autonoma: 'MD' },
  { codigo: 'HCMIRADOR', nombre: 'Hospital Clínic del Mirador', ciudad: 'Barcelona', provincia: 'Barcelona', comunidad_autonoma: 'CT' },
  { codigo: 'HUALCAZAR', nombre: 'Hospital Universitario Alcázar Alto', ciudad: 'Sevilla', provincia: 'Sevilla', comunidad_autonoma: 'AN' },
  { codigo: 'HGALBUFERA', nombre: 'Hospital General Orilla de la Albufera', ciudad: 'Valencia', provincia: 'Valencia', comunidad_autonoma: 'VC' },
  { codigo: 'HUCIERZO', nombre: 'Hospital Universitario Monte Cierzo', ciudad: 'Zaragoza', provincia: 'Zaragoza', comunidad_autonoma: 'AR' },
  { codigo: 'HUDUERO', nombre: 'Hospital Universitario Vega del Duero', ciudad: 'Valladolid', provincia: 'Valladolid', comunidad_autonoma: 'CL' },
  { codigo: 'HUALBORADA', nombre: 'Hospital Universitario Alborada Atlántica', ciudad: 'A Coruña', provincia: 'A Coruña', comunidad_autonoma: 'GA' },
  { codigo: 'HUBIDASOA', nombre: 'Hospital Universitario Orillas del Bidasoa', ciudad: 'Donostia / San Sebastián', provincia: 'Gipuzkoa', comunidad_autonoma: 'PV' },
  { codigo: 'HUCANTIL', nombre: 'Hospital Universitario Cantil del Norte', ciudad: 'Santander', provincia: 'Cantabria', comunidad_autonoma: 'CB' },
  { codigo: 'HUARENAL', nombre: 'Hospital Universitario El Arenal de Levante', ciudad: 'Murcia', provincia: 'Murcia', comunidad_autonoma: 'MC' },
  { codigo: 'HUTEIDE', nombre: 'Hospital Universitario Cumbres del Teide', ciudad: 'Santa Cruz de Tenerife', provincia: 'Santa Cruz de Tenerife', comunidad_autonoma: 'CN' },
  { codigo: 'HGSUEVE', nombre: 'Hospital General Sierra del Sueve', ciudad: 'Oviedo', provincia: 'Asturias', comunidad_autonoma: 'AS' },
];

/** The first `cantidad` demo centres; past the twelve named ones, numbered district hospitals in the same regions. */
export function centrosDemo(cantidad: number): CentroDemo[] {
  return Array.from({ length: cantidad }, (_, indice) => {
    const nombrado = CENTROS_DEMO[indice];
    if (nombrado !== undefined) return nombrado;
    const numero = String(indice + 1).padStart(3, '0');
    const region = CENTROS_DEMO[indice % CENTROS_DEMO.length] ?? CENTROS_DEMO[0];
    return { ...region, codigo: `HCDEMO${numero}`, nombre: `Hospital Comarcal ${numero} (${region.ciudad})` };
  });
}

/** The demo centres in the database (created when missing, kept as they are otherwise), in `centrosDemo` order. */
export async function asegurarCentrosDemo(db: Database, cantidad: number, autorId: number | null): Promise<CentroCreado[]> {
  const centros = centrosDemo(cantidad);
  await db
    .insert(hospital)
    .values(centros.map((centro) => ({ ...centro, creado_por: autorId, modificado_por: autorId })))
    .onConflictDoNothing({ target: hospital.codigo });
  const filas = await db
    .select({ hospital_id: hospital.hospital_id, codigo: hospital.codigo, nombre: hospital.nombre })
    .from(hospital)
    .where(inArray(hospital.codigo, centros.map((centro) => centro.codigo)))
    .orderBy(sql`array_position(array[${sql.join(centros.map((centro) => sql`${centro.codigo}`), sql`, `)}]::text[], ${hospital.codigo}::text)`);
  return filas;
}
