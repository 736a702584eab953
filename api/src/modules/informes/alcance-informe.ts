import type { FastifyRequest } from 'fastify';
import { ROLES_POR_PERMISO_MUESTRA } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { usuarioActual } from '../../platform/authentication';
import { denegarMuestra, exigirLaboratorioPropio, muestraEnAlcance, type MuestraEnAlcance } from '../muestras/alcance-muestra';

/** data-dictionary §2.3 «Download report»: neither the biobank nor the read-only role. */
const ROLES_DESCARGA = ROLES_POR_PERMISO_MUESTRA.descargar_informe;

/** onRequest hook: 403 unless the role may read reports at all (before anything is looked up). */
export async function requireDescargaInforme(request: FastifyRequest): Promise<void> {
  if (!ROLES_DESCARGA.includes(usuarioActual(request).rol)) denegarMuestra(request, 'rol sin permiso de descarga de informes');
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
