import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  areaDescarga,
  esSoloLectura,
  ESTADOS_EXCLUIDOS_POR_DEFECTO,
  ETIQUETA_ROL,
  ROLES_CON_EXCLUIDOS,
  type AreaDescargaId,
  type Usuario,
} from '@registro-lma/shared/domain';
import { descarga } from '../../db/schema';
import type { Almacen } from '../../platform/almacen/almacen-storage';
import { ambitoPerdido } from '../../platform/alcance/descarga-scope';
import type { RepositorioAuditado } from '../../platform/auditoria-repository';
import type { PeticionDescarga } from './descarga-job';

export const incluyeExcluidos = (estados: readonly string[]): boolean => estados.some((estado) => (ESTADOS_EXCLUIDOS_POR_DEFECTO as readonly string[]).includes(estado));

/** What the user no longer reaches, as its owner is told. */
const MOTIVO_AMBITO = {
  centros: 'La descarga incluye pacientes de centros que ya no tiene asignados.',
  laboratorios: 'La descarga incluye datos de fuera de los laboratorios que tiene asignados.',
  biolabs: 'La descarga incluye datos de fuera de los biobancos que tiene asignados.',
} as const;

/**
 * Why an extract made earlier is no longer within its owner's rights now (data-dictionary §2.3), or null when it
 * still is: an active account whose current role may download the area, receives identified data if the file has it,
 * may see BORRADOR/EXCLUIDO patients if the file has them, and still reaches every centre, laboratory or biobank the
 * file covers (`ambitoPerdido`). A file made for a wider role (a coordinator's, now a clinician) is refused; a
 * narrower one is not.
 */
export function motivoFueraDeDerechos(usuario: Pick<Usuario, 'activo' | 'rol' | 'hospitales' | 'laboratorios' | 'biolabs'>, area: AreaDescargaId, peticion: PeticionDescarga): string | null {
  const { alcance } = peticion;
  const rol = ETIQUETA_ROL[usuario.rol];
  if (!usuario.activo) return 'Su cuenta está desactivada.';
  if (!areaDescarga(area).roles.includes(usuario.rol)) return `Su rol actual «${rol}» no puede descargar «${areaDescarga(area).titulo}».`;
  if (!peticion.seudonimizado && esSoloLectura(usuario.rol)) return `La descarga tiene datos identificados y su rol actual «${rol}» solo puede recibirlos seudonimizados.`;
  if (incluyeExcluidos(alcance.estados) && !ROLES_CON_EXCLUIDOS.has(usuario.rol)) return `La descarga incluye pacientes en borrador o excluidos, que su rol actual «${rol}» no puede descargar.`;
  const perdido = ambitoPerdido(usuario, alcance);
  return perdido === null ? null : MOTIVO_AMBITO[perdido];
}

/**
 * Records on the extract that its file was refused (DENEGADA, with the reason its owner sees), audited, and removes
 * the file: it is no longer theirs to take. A file the storage fails to remove is left to the orphan sweep.
 */
export async function denegarDescarga(
  { repositorio, almacen, log }: { repositorio: RepositorioAuditado; almacen: Almacen; log: Pick<FastifyBaseLogger, 'warn'> },
  fila: typeof descarga.$inferSelect,
  usuario: Pick<Usuario, 'rol'>,
  motivo: string,
): Promise<void> {
  const denegada = await repositorio.escribirSiCambia(async (tx, auditar) => {
    const [actualizada] = await tx
      .update(descarga)
      .set({ estado: 'DENEGADA', error: `Fichero retirado: ${motivo}`.slice(0, 500), clave_fichero: null })
      .where(and(eq(descarga.descarga_id, fila.descarga_id), eq(descarga.estado, 'LISTA')))
      .returning();
    if (actualizada === undefined) return undefined;
    await auditar({
      tabla: 'descarga',
      registro_id: fila.descarga_id,
      accion: 'CAMBIO_ESTADO',
      antes: { estado: fila.estado, rol: fila.rol },
      despues: { estado: 'DENEGADA', rol: usuario.rol, motivo },
    });
    return actualizada;
  });
  if (denegada !== undefined && fila.clave_fichero !== null) {
    await almacen.borrar(fila.clave_fichero).catch((error: unknown) => log.warn({ err: error, descarga_id: fila.descarga_id }, 'No se pudo borrar el fichero de una descarga denegada'));
  }
}
