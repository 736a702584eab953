import { AVISO_CENTRO_CON_USUARIOS, type Hospital, type HospitalEntrada } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital } from '../../db/schema';
import { notFound } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { cargarHospital, contarUsuariosActivos } from './hospital-queries';

/** A saved hospital with the warnings (severity A) of the change. */
export type HospitalConAvisos = Hospital & { avisos: string[] };

const TABLA = 'hospital';

async function cargarOFallar(db: Database, hospitalId: number): Promise<Hospital> {
  const encontrado = await cargarHospital(db, hospitalId);
  if (encontrado === null) throw notFound();
  return encontrado;
}

/** Deactivating a centre that still has active users is allowed, with a warning (data-dictionary §2.1). */
async function avisosDe(db: Database, antes: Hospital, despues: Hospital): Promise<string[]> {
  const desactivado = antes.activo && !despues.activo;
  return desactivado && (await contarUsuariosActivos(db, despues.hospital_id)) > 0 ? [AVISO_CENTRO_CON_USUARIOS] : [];
}

export async function crearHospital(tx: Database, datos: HospitalEntrada, autor: Autor, auditar: Auditar): Promise<Hospital> {
  const [creado] = await tx
    .insert(hospital)
    .values({ ...datos, creado_por: autor.usuario_id, modificado_por: autor.usuario_id })
    .returning({ hospital_id: hospital.hospital_id });
  if (creado === undefined) throw new Error('El alta de centro no devolvió identificador.');
  const despues = await cargarOFallar(tx, creado.hospital_id);
  await auditar({ tabla: TABLA, registro_id: despues.hospital_id, accion: 'CREAR', antes: null, despues });
  return despues;
}

async function guardarCambio(
  tx: Database,
  antes: Hospital,
  cambios: Partial<HospitalEntrada>,
  version: number,
  autor: Autor,
  auditar: Auditar,
): Promise<HospitalConAvisos> {
  await updateVersioned(tx, {
    table: hospital,
    idColumn: hospital.hospital_id,
    id: antes.hospital_id,
    version,
    usuarioId: autor.usuario_id,
    values: cambios,
  });
  const despues = await cargarOFallar(tx, antes.hospital_id);
  await auditar({ tabla: TABLA, registro_id: antes.hospital_id, accion: antes.activo && !despues.activo ? 'DESACTIVAR' : 'MODIFICAR', antes, despues });
  return { ...despues, avisos: await avisosDe(tx, antes, despues) };
}

/** Saves an edit if `version` is still current (else 409). */
export async function modificarHospital(
  tx: Database,
  hospitalId: number,
  datos: HospitalEntrada & { version: number },
  autor: Autor,
  auditar: Auditar,
): Promise<HospitalConAvisos> {
  const { version, ...cambios } = datos;
  return guardarCambio(tx, await cargarOFallar(tx, hospitalId), cambios, version, autor, auditar);
}

/** Logical deletion: the centre stays for existing records but is no longer offered. */
export async function desactivarHospital(tx: Database, hospitalId: number, autor: Autor, auditar: Auditar): Promise<HospitalConAvisos> {
  const antes = await cargarOFallar(tx, hospitalId);
  if (!antes.activo) return { ...antes, avisos: [] };
  return guardarCambio(tx, antes, { activo: false }, antes.version, autor, auditar);
}
