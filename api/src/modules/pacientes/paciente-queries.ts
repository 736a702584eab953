import { asc, eq } from 'drizzle-orm';
import type { Paciente, PacienteEnsayo } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, paciente, pacienteEnsayo } from '../../db/schema';
import { notFound } from '../../platform/api-errors';
import { isoString } from '../../platform/response-schemas';

const columnasPaciente = {
  paciente_id: paciente.paciente_id,
  upn: paciente.upn,
  hospital_id: paciente.hospital_id,
  hospital_codigo: hospital.codigo,
  hospital_nombre: hospital.nombre,
  sexo: paciente.sexo,
  fecha_nacimiento: paciente.fecha_nacimiento,
  fecha_diagnostico: paciente.fecha_diagnostico,
  entidad: paciente.entidad,
  consentimiento: paciente.consentimiento,
  fecha_consentimiento: paciente.fecha_consentimiento,
  version_consentimiento: paciente.version_consentimiento,
  consentimiento_muestras: paciente.consentimiento_muestras,
  fecha_revocacion: paciente.fecha_revocacion,
  participa_ensayo: paciente.participa_ensayo,
  medico_responsable: paciente.medico_responsable,
  observaciones: paciente.observaciones,
  edad_diagnostico: paciente.edad_diagnostico,
  fecha_registro: paciente.fecha_registro,
  tipo_registro: paciente.tipo_registro,
  estado: paciente.estado,
  estado_motivo: paciente.estado_motivo,
  estado_formulario: paciente.estado_formulario,
  avisos: paciente.avisos,
  version: paciente.version,
  creado_por: paciente.creado_por,
  creado_en: paciente.creado_en,
  modificado_por: paciente.modificado_por,
  modificado_en: paciente.modificado_en,
};

export const columnasEnsayo = {
  ensayo: pacienteEnsayo.ensayo,
  ensayo_otro: pacienteEnsayo.ensayo_otro,
  codigo_paciente_ensayo: pacienteEnsayo.codigo_paciente_ensayo,
  fecha_inclusion: pacienteEnsayo.fecha_inclusion,
  brazo: pacienteEnsayo.brazo,
  fecha_salida: pacienteEnsayo.fecha_salida,
};

/** The trials of a patient, in the order they were added. */
function cargarEnsayos(db: Database, pacienteId: number): Promise<PacienteEnsayo[]> {
  return db
    .select(columnasEnsayo)
    .from(pacienteEnsayo)
    .where(eq(pacienteEnsayo.paciente_id, pacienteId))
    .orderBy(asc(pacienteEnsayo.paciente_ensayo_id));
}

/** A patient with its centre and trials; 404 when it does not exist. */
export async function cargarPaciente(db: Database, pacienteId: number): Promise<Paciente> {
  const [fila] = await db
    .select(columnasPaciente)
    .from(paciente)
    .innerJoin(hospital, eq(hospital.hospital_id, paciente.hospital_id))
    .where(eq(paciente.paciente_id, pacienteId));
  if (fila === undefined) throw notFound();
  const { hospital_codigo, hospital_nombre, creado_en, modificado_en, ...datos } = fila;
  return {
    ...datos,
    hospital: { hospital_id: datos.hospital_id, codigo: hospital_codigo, nombre: hospital_nombre },
    paciente_ensayo: await cargarEnsayos(db, pacienteId),
    creado_en: isoString(creado_en),
    modificado_en: isoString(modificado_en),
  };
}

/** What the audit trail keeps of a patient: its own stored values (centre and trials are audited by themselves). */
export function instantaneaPaciente(datos: Paciente): Omit<Paciente, 'hospital' | 'paciente_ensayo'> {
  const { hospital: _hospital, paciente_ensayo: _ensayos, ...propios } = datos;
  return propios;
}
