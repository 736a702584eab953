import type { FastifyRequest } from 'fastify';
import { tienePermisoMuestra } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { usuarioActual } from '../authentication-plugin';
import { denegar, tieneFacultad, type Quien } from './alcance-scope';
import { exigirLaboratorioPropio, muestraEnAlcance, type MuestraEnAlcance } from './muestra-scope';

/**
 * data-dictionary §2.3 «Download report» and §5.3: a report is seen by the roles that may download reports, when its
 * sample is in their scope (`muestraScope`); a withdrawn one's file only by ADMIN (it may belong to another patient).
 */

/** onRequest hook: 403 unless the role may read reports at all (before anything is looked up). */
export async function requireDescargaInforme(request: FastifyRequest): Promise<void> {
  if (!tienePermisoMuestra(usuarioActual(request).rol, 'descargar_informe')) denegar(request, 'muestra', 'rol sin permiso de descarga de informes');
}

/** A report whose file the user may be sent, its sample's scope apart: a live one, or any for ADMIN. */
export function informeAlcanzable(quien: Pick<Quien, 'rol'>, informe: { readonly activo: boolean }): boolean {
  return informe.activo || tieneFacultad(quien, 'ver_informes_retirados');
}

/** The sample of a report read: in the user's scope (CLINICO its centres, LABORATORIO its laboratories). */
export function muestraDeInformeVisible(db: Database, request: FastifyRequest, muestraId: number): Promise<MuestraEnAlcance> {
  return muestraEnAlcance(db, request, muestraId, 'ver');
}

/** The sample a report is uploaded to: ADMIN, or a LABORATORIO user of the sample's destination laboratory. */
export async function muestraDeInformeSubido(db: Database, request: FastifyRequest, muestraId: number): Promise<MuestraEnAlcance> {
  const muestra = await muestraEnAlcance(db, request, muestraId, 'confirmar');
  exigirLaboratorioPropio(request, muestra.laboratorio_destino, muestra.muestra_id);
  return muestra;
}
