import { and, asc, between, eq, ne, type SQL } from 'drizzle-orm';
import { mensajePosibleDuplicado, sumarDias, type PacienteEntrada, type Rol } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';

/** Diagnosis dates this close count as «similar» (data-dictionary §3.1, duplicate check). */
const DIAS_DIAGNOSTICO_SIMILAR = 30;

/** Roles told about a possible duplicate registered by another centre. */
const ROLES_AVISO_OTROS_CENTROS: readonly Rol[] = ['ADMIN', 'COORDINADOR'];

export type AvisosDuplicado = {
  /** Same-centre matches: kept with the record, everyone who sees the record sees them. */
  guardados: string[];
  /** What the saving user is told: the above, plus other centres' matches for a coordinator or admin. */
  mostrados: string[];
};

type Comparado = Pick<PacienteEntrada, 'sexo' | 'fecha_nacimiento' | 'fecha_diagnostico'> & { hospital_id: number };

/**
 * Duplicate check on completion (A): another patient with the same sex and birth date and a diagnosis within
 * ±30 days. Nothing to compare while those fields are empty.
 */
export async function avisosDeDuplicado(db: Database, datos: Comparado, pacienteId: number | null, rol: Rol): Promise<AvisosDuplicado> {
  const { sexo, fecha_nacimiento, fecha_diagnostico } = datos;
  if (sexo === null || fecha_nacimiento === null || fecha_diagnostico === null) return { guardados: [], mostrados: [] };
  const condiciones: SQL[] = [
    eq(paciente.sexo, sexo),
    eq(paciente.fecha_nacimiento, fecha_nacimiento),
    between(paciente.fecha_diagnostico, sumarDias(fecha_diagnostico, -DIAS_DIAGNOSTICO_SIMILAR), sumarDias(fecha_diagnostico, DIAS_DIAGNOSTICO_SIMILAR)),
  ];
  if (pacienteId !== null) condiciones.push(ne(paciente.paciente_id, pacienteId));
  const parecidos = await db
    .select({ upn: paciente.upn, hospital_id: paciente.hospital_id })
    .from(paciente)
    .where(and(...condiciones))
    .orderBy(asc(paciente.upn_numero));
  const guardados = parecidos.filter((otro) => otro.hospital_id === datos.hospital_id).map((otro) => mensajePosibleDuplicado(otro.upn));
  const deOtrosCentros = ROLES_AVISO_OTROS_CENTROS.includes(rol)
    ? parecidos.filter((otro) => otro.hospital_id !== datos.hospital_id).map((otro) => mensajePosibleDuplicado(otro.upn))
    : [];
  return { guardados, mostrados: [...guardados, ...deOtrosCentros] };
}
