import { eq } from 'drizzle-orm';
import { ESTADOS_MUESTRA_RECIBIDA, MENSAJE_MUESTRA_NO_RECIBIDA, transicionMuestraPermitida } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { informe, muestra as tablaMuestra } from '../../db/schema';
import { ApiError, invalidInput } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar, CambioAuditado } from '../../platform/auditoria-repository';
import { CAMPO_ARCHIVO, type FicheroSubido } from '../../platform/subidas/subida-fichero-reader';
import { MENSAJE_INFORME_YA_ADJUNTO } from '../../platform/subidas/subida-messages';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { auditarMuestra, fijarEstadoMuestra, releerMuestra } from '../muestras/muestra-commands';
import { cargarInforme, fechaRecepcion, informeConHuella, ultimaVersion, type FilaInforme } from './informe-queries';
import type { FormularioInforme } from './informe-schemas';

export const TABLA_INFORME = 'informe';
export { MENSAJE_MUESTRA_NO_RECIBIDA };
export const MENSAJE_FECHA_ANTERIOR_RECEPCION = 'La fecha del informe no puede ser anterior a la recepción de la muestra.';
export const MENSAJE_SUSTITUYE_A = 'El informe sustituido debe ser un informe vigente de la misma muestra y del mismo tipo.';

const yaAdjunto = () => new ApiError(409, MENSAJE_INFORME_YA_ADJUNTO, { [CAMPO_ARCHIVO]: MENSAJE_INFORME_YA_ADJUNTO });

const cambio = (pacienteId: number, fila: FilaInforme, accion: 'CREAR' | 'MODIFICAR' | 'ELIMINAR', antes: FilaInforme | null, motivo?: string): CambioAuditado => ({
  tabla: TABLA_INFORME,
  registro_id: fila.informe_id,
  accion,
  antes,
  despues: fila,
  motivo: motivo ?? null,
  paciente_id: pacienteId,
});

/**
 * The checks of §5.3 that need no file: the sample has been received, the report is not dated before the reception
 * and the report it replaces is an active one of the same sample and type. Run before the file is read and again
 * when it is recorded.
 */
export async function comprobarInforme(db: Database, muestra: MuestraEnAlcance, formulario: FormularioInforme): Promise<FilaInforme | undefined> {
  if (!ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado)) throw invalidInput({ muestra_id: MENSAJE_MUESTRA_NO_RECIBIDA });
  const recepcion = await fechaRecepcion(db, muestra.muestra_id);
  if (recepcion !== null && formulario.fecha_informe < recepcion) throw invalidInput({ fecha_informe: MENSAJE_FECHA_ANTERIOR_RECEPCION });
  if (formulario.sustituye_a === null) return undefined;
  const sustituido = await cargarInforme(db, formulario.sustituye_a);
  if (sustituido === undefined || !sustituido.activo || sustituido.muestra_id !== muestra.muestra_id || sustituido.tipo_informe !== formulario.tipo_informe) {
    throw invalidInput({ sustituye_a: MENSAJE_SUSTITUYE_A });
  }
  return sustituido;
}

/** The message when this sample already has this file among its active reports, else undefined. */
export async function mensajeDuplicado(db: Database, muestraId: number, sha256: string): Promise<string | undefined> {
  return (await informeConHuella(db, muestraId, sha256)) === undefined ? undefined : MENSAJE_INFORME_YA_ADJUNTO;
}

/**
 * Records a stored file as the next version of the sample's report of that type. A replaced report stops being in
 * force (with the reason); the first report moves the sample to INFORMADA when its state allows it. All audited.
 */
export async function adjuntarInforme(tx: Database, autor: Autor, muestra: MuestraEnAlcance, formulario: FormularioInforme, fichero: FicheroSubido, auditar: Auditar): Promise<FilaInforme> {
  // FOR UPDATE on the sample: uploads to it wait for each other here, so each reads the last version (and the report
  // it replaces, and the files already attached) as the one before it committed, and takes the next number.
  await tx.select({ muestra_id: tablaMuestra.muestra_id }).from(tablaMuestra).where(eq(tablaMuestra.muestra_id, muestra.muestra_id)).for('update');
  const sustituido = await comprobarInforme(tx, muestra, formulario);
  // Checked again here: another upload of the same file may have committed since the pipeline's first check.
  if ((await mensajeDuplicado(tx, muestra.muestra_id, fichero.sha256)) !== undefined) throw yaAdjunto();
  const version = (await ultimaVersion(tx, muestra.muestra_id, formulario.tipo_informe)) + 1;
  const [nuevo] = await tx
    .insert(informe)
    .values({
      muestra_id: muestra.muestra_id,
      tipo_informe: formulario.tipo_informe,
      fecha_informe: formulario.fecha_informe,
      version,
      sustituye_a: formulario.sustituye_a,
      clave_fichero: fichero.clave,
      sha256: fichero.sha256,
      tamano_bytes: fichero.tamano_bytes,
      tipo_mime: fichero.tipo_mime,
      nombre_archivo: fichero.nombre_archivo,
      comentario: formulario.comentario,
      subido_por: autor.usuario_id,
    })
    .returning();
  if (nuevo === undefined) throw new Error('El informe no se guardó.');
  const cambios = [cambio(muestra.paciente_id, nuevo, 'CREAR', null)];
  if (sustituido !== undefined) {
    const motivo = `Sustituido por la versión ${version}.`;
    const [retirado] = await tx
      .update(informe)
      .set({ activo: false, motivo_eliminacion: motivo, eliminado_por: autor.usuario_id, eliminado_en: new Date() })
      .where(eq(informe.informe_id, sustituido.informe_id))
      .returning();
    if (retirado !== undefined) cambios.push(cambio(muestra.paciente_id, retirado, 'MODIFICAR', sustituido, motivo));
  }
  await auditar(...cambios);
  if (muestra.estado !== 'INFORMADA' && transicionMuestraPermitida(muestra.estado, 'INFORMADA')) {
    const antes = await releerMuestra(tx, muestra.muestra_id);
    await fijarEstadoMuestra(tx, muestra.muestra_id, { estado: 'INFORMADA' }, autor.usuario_id);
    await auditarMuestra(auditar, 'CAMBIO_ESTADO', antes, await releerMuestra(tx, muestra.muestra_id));
  }
  return nuevo;
}

/** Logical deletion with its reason: the row stays, out of force, with who and when. */
export async function eliminarInforme(tx: Database, autor: Autor, pacienteId: number, actual: FilaInforme, motivo: string, auditar: Auditar): Promise<FilaInforme> {
  const [eliminado] = await tx
    .update(informe)
    .set({ activo: false, motivo_eliminacion: motivo, eliminado_por: autor.usuario_id, eliminado_en: new Date() })
    .where(eq(informe.informe_id, actual.informe_id))
    .returning();
  if (eliminado === undefined) throw new Error('El informe no se eliminó.');
  await auditar(cambio(pacienteId, eliminado, 'ELIMINAR', actual, motivo));
  return eliminado;
}
